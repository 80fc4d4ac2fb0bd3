import { Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Field problems from a ValidationError, keyed by the field's path ('endTime', 'cast'). */
export type Problems = Record<string, string>;

export function problemsFrom(result: {
  problems?: ReadonlyArray<{ path: readonly string[]; message: string }>;
}) {
  return Object.fromEntries(
    (result.problems ?? []).map((problem) => [problem.path.join('.'), problem.message]),
  );
}

interface FieldProps {
  id: string;
  label: string;
  /** The validation message shown next to the field. */
  problem?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label, its control, and the spec's validation message next to it (announced when it appears). */
export function FormField({ id, label, problem, hint, children }: FieldProps) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {hint && !problem && (
        <Text size="1" color="gray">
          {hint}
        </Text>
      )}
      {problem && (
        <Text size="1" color="red" role="alert" id={`${id}-problem`}>
          {problem}
        </Text>
      )}
    </Flex>
  );
}

interface TextInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'date' | 'time' | 'number' | 'email' | 'url';
  multiline?: number;
  required?: boolean;
}

/** A text field (or text area with `multiline` rows) wired to FormField. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  problem,
  hint,
  type = 'text',
  multiline,
  required,
}: TextInputProps) {
  const common = {
    id,
    value,
    required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <FormField id={id} label={label} problem={problem} hint={hint}>
      {multiline ? <TextArea rows={multiline} {...common} /> : <TextField.Root type={type} {...common} />}
    </FormField>
  );
}
