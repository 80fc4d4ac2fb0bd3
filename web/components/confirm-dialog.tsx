import { AlertDialog, Button, Flex, Text, TextArea, VisuallyHidden } from '@radix-ui/themes';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { z } from 'zod';

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

/** One value asked for in a confirmation: typed text, or one of a few choices. */
export interface PromptField {
  label: string;
  placeholder?: string;
  /** A choice instead of text: each value with its label. */
  choices?: ReadonlyArray<{ value: string; label: string }>;
  /** The rule the value must pass (core's zod schema, as the server checks it); its output is returned. */
  schema: z.ZodType<string>;
}

export interface PromptOptions extends ConfirmOptions {
  field: PromptField;
}

const PromptContext = createContext<(options: PromptOptions) => Promise<string | null>>(async () => null);

/**
 * `const reason = await prompt({ title, field: { label, schema } })`: the value once it passes the
 * rule (the dialog stays open with the problem beside the field until it does), or null on Cancel.
 */
export function usePrompt() {
  return useContext(PromptContext);
}

type Pending =
  | (ConfirmOptions & { kind: 'confirm'; resolve: (confirmed: boolean) => void })
  | (PromptOptions & { kind: 'prompt'; resolve: (value: string | null) => void });

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ ...options, kind: 'confirm', resolve })),
    [],
  );
  const prompt = useCallback(
    (options: PromptOptions) =>
      new Promise<string | null>((resolve) => setPending({ ...options, kind: 'prompt', resolve })),
    [],
  );
  const close = () => setPending(null);
  return (
    <ConfirmContext.Provider value={confirm}>
      <PromptContext.Provider value={prompt}>
        {children}
        {pending?.kind === 'confirm' && (
          <ConfirmDialog
            options={pending}
            onSettle={(confirmed) => {
              pending.resolve(confirmed);
              close();
            }}
          />
        )}
        {pending?.kind === 'prompt' && (
          <PromptDialog
            options={pending}
            onSettle={(value) => {
              pending.resolve(value);
              close();
            }}
          />
        )}
      </PromptContext.Provider>
    </ConfirmContext.Provider>
  );
}

/** Seconds left before a confirmation may be pressed, counting down once a second. */
function useCountdown(seconds: number): number {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return remaining;
}

function ConfirmDialog({
  options,
  onSettle,
}: {
  options: ConfirmOptions;
  onSettle: (confirmed: boolean) => void;
}) {
  const remaining = useCountdown(options.countdown ?? DEFAULT_CONFIRM_COUNTDOWN);
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

/** A confirmation holding one controlled field, checked against its rule before it may close. */
function PromptDialog({
  options,
  onSettle,
}: {
  options: PromptOptions;
  onSettle: (value: string | null) => void;
}) {
  const { field } = options;
  const remaining = useCountdown(options.countdown ?? DEFAULT_CONFIRM_COUNTDOWN);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement & HTMLSelectElement>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remaining > 0) return;
    const parsed = field.schema.safeParse(value);
    if (parsed.success) return onSettle(parsed.data);
    setProblem(parsed.error.issues[0]?.message ?? 'Invalid input');
    fieldRef.current?.focus();
  };
  const change = (next: string) => {
    setValue(next);
    setProblem(null);
  };
  const described = problem ? `${id}-problem` : undefined;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onSettle(null)}>
      <AlertDialog.Content maxWidth="30rem">
        <AlertDialog.Title>{options.title}</AlertDialog.Title>
        <VisuallyHidden>
          <AlertDialog.Description>Your answer is needed</AlertDialog.Description>
        </VisuallyHidden>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="2">
            {options.body}
            {field.choices ? (
              // A native select: the platform's own picker is the easiest on a phone.
              <select
                ref={fieldRef}
                className="prompt-select"
                aria-label={field.label}
                aria-invalid={problem ? true : undefined}
                aria-describedby={described}
                value={value}
                onChange={(event) => change(event.target.value)}
              >
                <option value="" disabled>
                  {field.placeholder ?? 'Choose…'}
                </option>
                {field.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            ) : (
              <TextArea
                ref={fieldRef}
                aria-label={field.label}
                aria-invalid={problem ? true : undefined}
                aria-describedby={described}
                placeholder={field.placeholder}
                value={value}
                onChange={(event) => change(event.target.value)}
              />
            )}
            {problem && (
              <Text id={described} size="2" color="red" role="alert">
                {problem}
              </Text>
            )}
          </Flex>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                {options.cancelLabel ?? 'Cancel'}
              </Button>
            </AlertDialog.Cancel>
            <Button type="submit" color={options.color} disabled={remaining > 0}>
              {options.confirmLabel ?? 'OK'}
              {remaining > 0 ? ` (${remaining})` : ''}
            </Button>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
