import { Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/**
 * The one row a table shows while its first load runs ("Loading…") or when it has no rows (the
 * children say why); nothing otherwise.
 */
export function TableStatusRow({
  columns,
  loading,
  empty,
  children,
}: {
  columns: number;
  loading: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  if (!loading && !empty) return null;
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <Text color="gray">{loading ? 'Loading…' : children}</Text>
      </Table.Cell>
    </Table.Row>
  );
}
