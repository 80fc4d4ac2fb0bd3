import { Flex, Text, TextField } from '@radix-ui/themes';
import { type ChangeEvent, type ComponentProps, type ReactNode, useId, useState } from 'react';

/** A labelled text input with its hint or error underneath (the error replaces the hint). */
export function FormField({
  label,
  error,
  hint,
  labelExtra,
  ...input
}: {
  label: string;
  error?: string;
  hint?: string;
  labelExtra?: ReactNode;
} & ComponentProps<typeof TextField.Root>) {
  const id = useId();
  const describedBy = error || hint ? `${id}-help` : undefined;
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between" align="baseline" gap="2">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {labelExtra}
      </Flex>
      <TextField.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {(error || hint) && (
        <Text id={describedBy} size="1" color={error ? 'red' : 'gray'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </Text>
      )}
    </Flex>
  );
}

export const NEW_PASSWORD_HINT = 'At least 8 characters, and not a common password';

/** A password FormField; `current` for the one the person already has, which browsers fill in. */
export function PasswordField({
  current = false,
  ...field
}: { current?: boolean } & Omit<ComponentProps<typeof FormField>, 'type' | 'autoComplete'>) {
  return (
    <FormField type="password" autoComplete={current ? 'current-password' : 'new-password'} {...field} />
  );
}

export type FieldErrors = Record<string, string | undefined>;

/** The first message for each field, from a zod error or the server's ValidationError problems. */
export function fieldErrors(
  problems: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const key = String(problem.path[0] ?? '');
    errors[key] ??= problem.message;
  }
  return errors;
}

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
/** A zod safeParse result. */
type Checked<Input> = { success: true; data: Input } | { success: false; error: { issues: Issues } };
/** The fields of `Values` that hold text. */
type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;
/** A mutation's result union, as codegen types it. */
type Outcome = { __typename?: string };

const messageOf = (result: object | null | undefined) =>
  result && 'message' in result && typeof result.message === 'string' ? result.message : null;

/**
 * A form's values, each field's error and the form's own error [AU-5]. `field(name)` wires one
 * FormField; `send` checks the input first and shows what the server refused.
 */
export function useFieldForm<Values extends object>(initial: Values, initialError: string | null = null) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(initialError);

  /**
   * Shows the input's problems, or sends it: a result other than `success` shows its message and
   * a ValidationError's problems go to their fields. Resolves to the result when it is `success`.
   */
  async function send<Input, Result extends Outcome, Success extends string>(
    parsed: Checked<Input>,
    mutate: (input: Input) => Promise<Result | null | undefined>,
    success: Success,
  ): Promise<Extract<Result, { __typename?: Success }> | undefined> {
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return undefined;
    }
    setErrors({});
    setError(null);
    try {
      const result = await mutate(parsed.data);
      if (result?.__typename === success) return result as Extract<Result, { __typename?: Success }>;
      setError(messageOf(result) ?? 'Something went wrong');
      if (result && 'problems' in result && result.__typename === 'ValidationError') {
        setErrors(fieldErrors(result.problems as Issues));
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    return undefined;
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    error,
    setError,
    send,
    /** A field's value, error and change handler, to spread onto its FormField. */
    field: (name: TextKeys<Values>) => ({
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
  };
}
