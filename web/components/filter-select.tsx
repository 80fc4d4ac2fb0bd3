import { Flex, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';

/** The choice that applies no filter. */
export const ALL = 'all';

/**
 * A Radix select whose trigger prints the chosen label itself and whose list mounts once the select
 * is focused or opened. Radix alone renders the closed list into a hidden fragment after mount so
 * the trigger can copy the chosen item's text: the server's HTML then had empty triggers that
 * widened on hydration (a layout shift), and every item cost a synchronous re-render right after it.
 */
export function ChoiceSelect<Value extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: Value;
  choices: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}) {
  const [listMounted, setListMounted] = useState(false);
  const mountList = () => setListMounted(true);
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => onChange(next as Value)}
      onOpenChange={(open) => open && mountList()}
    >
      <Select.Trigger aria-label={label} onFocus={mountList}>
        {choices.find((choice) => choice.value === value)?.label}
      </Select.Trigger>
      {listMounted && (
        <Select.Content>
          {choices.map((choice) => (
            <Select.Item key={choice.value} value={choice.value}>
              {choice.label}
            </Select.Item>
          ))}
        </Select.Content>
      )}
    </Select.Root>
  );
}

/**
 * A list filter: one of `options`, or ALL. With `showLabel` the label is also printed above
 * (hidden from screen readers, which hear it on the trigger).
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  options,
  allLabel,
  labelOf = (option) => option,
  showLabel = false,
}: {
  label: string;
  value: Value | typeof ALL;
  onChange: (value: Value | typeof ALL) => void;
  options: readonly Value[];
  allLabel: string;
  labelOf?: (option: Value) => string;
  showLabel?: boolean;
}) {
  const select = (
    <ChoiceSelect<Value | typeof ALL>
      label={label}
      value={value}
      choices={[
        { value: ALL, label: allLabel },
        ...options.map((option) => ({ value: option, label: labelOf(option) })),
      ]}
      onChange={onChange}
    />
  );
  if (!showLabel) return select;
  return (
    <Flex direction="column">
      <Text as="div" size="2" mb="1" aria-hidden>
        {label}
      </Text>
      {select}
    </Flex>
  );
}
