import { Button, Dialog, Flex } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorCallout } from './error-callout';
import { type Problems, problemsFrom } from './form-field';

/** What a mutation answers: its result type, or a typed error (ValidationError names fields). */
interface Outcome {
  __typename?: string;
  message?: string;
  problems?: ReadonlyArray<{ path: readonly string[]; message: string }>;
}

/**
 * A staff form's state: text values, each field's problem, the server's refusal, and (for a
 * dialog) whether it is open.
 */
export function useFormState<Values extends Record<string, string>>(initial: Values | (() => Values)) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof Values & string) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  return {
    open,
    setOpen,
    values,
    set,
    problems,
    setProblems,
    failure,
    setFailure,
    /** A field's value, change handler and problem, to spread onto its TextInput. */
    field: (name: keyof Values & string) => ({
      value: values[name],
      onChange: set(name),
      problem: problems[name],
    }),
    /**
     * A save's outcome: the result when it is a `typename`; otherwise null, with a
     * ValidationError's problems beside their fields or any other refusal (else `fallback`) above.
     */
    accept: <Result extends Outcome, Typename extends string>(
      result: Result | null | undefined,
      typename: Typename,
      fallback: string,
    ): Extract<Result, { __typename?: Typename }> | null => {
      if (result?.__typename === typename) return result as Extract<Result, { __typename?: Typename }>;
      if (result?.__typename === 'ValidationError') setProblems(problemsFrom(result));
      else setFailure(result?.message ?? fallback);
      return null;
    },
    /** Starts again from `next`: no problems, no refusal. */
    reset: (next: Values) => {
      setValues(next);
      setProblems({});
      setFailure(null);
    },
  };
}

/** The button that opens an add-or-edit dialog: a full one to add, a small soft one in a row to edit. */
export function addOrEditTrigger(isNew: boolean, label: ReactNode) {
  return (
    <Button size={isNew ? '2' : '1'} variant={isNew ? 'solid' : 'soft'}>
      {label}
    </Button>
  );
}

/** What FormDialog needs of useFormState. */
export interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  failure: string | null;
}

/**
 * A dialog holding one form: the trigger, title and description, the refusal, the fields, and
 * Cancel beside the submit button. It closes itself when `submit` resolves true.
 */
export function FormDialog({
  form,
  trigger,
  title,
  description,
  maxWidth = '28rem',
  submitLabel,
  submitColor,
  submitDisabled,
  cancelLabel = 'Cancel',
  loading,
  noValidate,
  onOpen,
  onClose,
  submit,
  children,
}: {
  form: DialogState;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  maxWidth?: string;
  submitLabel: ReactNode;
  submitColor?: 'red';
  submitDisabled?: boolean;
  cancelLabel?: string;
  loading: boolean;
  noValidate?: boolean;
  onOpen?: () => void;
  onClose?: () => void;
  submit: () => Promise<boolean>;
  children: ReactNode;
}) {
  const change = (open: boolean) => {
    form.setOpen(open);
    if (open) onOpen?.();
    else onClose?.();
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit()) change(false);
  };
  return (
    <Dialog.Root open={form.open} onOpenChange={change}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth={maxWidth}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {description}
        </Dialog.Description>
        <form onSubmit={send} noValidate={noValidate}>
          <Flex direction="column" gap="3" mt="3">
            {form.failure && <ErrorCallout>{form.failure}</ErrorCallout>}
            {children}
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" color={submitColor} disabled={submitDisabled} loading={loading}>
                {submitLabel}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
