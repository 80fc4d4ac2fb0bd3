import { Flex, Select, Text } from '@radix-ui/themes';

/** The choice that applies no filter. */
export const ALL = 'all';

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
    <Select.Root value={value} onValueChange={(next) => onChange(next as Value | typeof ALL)}>
      <Select.Trigger aria-label={label} />
      <Select.Content>
        <Select.Item value={ALL}>{allLabel}</Select.Item>
        {options.map((option) => (
          <Select.Item key={option} value={option}>
            {labelOf(option)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
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
