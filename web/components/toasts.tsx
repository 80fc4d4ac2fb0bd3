import { Cross2Icon } from '@radix-ui/react-icons';
import { Card, Flex, IconButton, Text } from '@radix-ui/themes';
import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { onAppProblem } from '#web/lib/apollo-errors';

export interface ToastInput {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'error';
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** A closed toast leaves the list this long after closing, so its exit can animate [LF-8]. */
export const TOAST_REMOVE_DELAY_MS = 200;

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    setTimeout(
      () => setToasts((current) => current.filter((toast) => toast.id !== id)),
      TOAST_REMOVE_DELAY_MS,
    );
  }, []);

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => !open && close(toast.id)}
            asChild
            // Stays mounted while closed so its exit animation plays until the list drops it.
            forceMount
            type={toast.tone === 'error' ? 'foreground' : 'background'}
          >
            <Card className={`toast toast-${toast.tone ?? 'info'}`}>
              <Flex gap="3" align="start" justify="between">
                <Flex direction="column" gap="1">
                  <Toast.Title asChild>
                    <Text weight="bold">{toast.title}</Text>
                  </Toast.Title>
                  {toast.description && (
                    <Toast.Description asChild>
                      <Text size="2" color="gray">
                        {toast.description}
                      </Text>
                    </Toast.Description>
                  )}
                </Flex>
                <Toast.Close asChild>
                  <IconButton size="1" variant="ghost" color="gray" aria-label="Close">
                    <Cross2Icon />
                  </IconButton>
                </Toast.Close>
              </Flex>
            </Card>
          </Toast.Root>
        ))}
        <Toast.Viewport className="toast-viewport" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast({ title: 'Saved' })` */
export function useToast() {
  return useContext(ToastContext);
}

/** Shows the problems the Apollo error links report (web/lib/apollo-errors.ts) as error toasts. */
export function ProblemToasts() {
  const toast = useToast();
  useEffect(() => onAppProblem((problem) => toast({ ...problem, tone: 'error' })), [toast]);
  return null;
}
