import { Flex, Text, TextField } from '@radix-ui/themes';
import { type ComponentProps, type ReactNode, useId } from 'react';

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
