import { AlertDialog, Button, Flex, VisuallyHidden } from '@radix-ui/themes';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

export interface ConfirmOptions {
  title: string;
  /** What will happen; shown under the title. */
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Seconds the confirm button stays disabled, so a reflex click cannot confirm [LF-9]. */
  countdown?: number;
  color?: 'crimson' | 'red' | 'gray';
}

export const DEFAULT_CONFIRM_COUNTDOWN = 3;

const ConfirmContext = createContext<(options: ConfirmOptions) => Promise<boolean>>(async () => false);

/** `if (await confirm({ title: 'Delete?' })) …` */
export function useConfirm() {
  return useContext(ConfirmContext);
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && <ConfirmDialog options={pending} onSettle={settle} />}
    </ConfirmContext.Provider>
  );
}

function ConfirmDialog({
  options,
  onSettle,
}: {
  options: ConfirmOptions;
  onSettle: (confirmed: boolean) => void;
}) {
  const [remaining, setRemaining] = useState(options.countdown ?? DEFAULT_CONFIRM_COUNTDOWN);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => {
    timer.current = setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer.current);
  }, []);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onSettle(false)}>
      <AlertDialog.Content maxWidth="30rem">
        <AlertDialog.Title>{options.title}</AlertDialog.Title>
        <VisuallyHidden>
          <AlertDialog.Description>Your confirmation is needed</AlertDialog.Description>
        </VisuallyHidden>
        {options.body}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" onClick={() => onSettle(false)}>
              {options.cancelLabel ?? 'Cancel'}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color={options.color} disabled={remaining > 0} onClick={() => onSettle(true)}>
              {options.confirmLabel ?? 'OK'}
              {remaining > 0 ? ` (${remaining})` : ''}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
