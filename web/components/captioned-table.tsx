import { Table, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A column heading; `false` leaves the column out (e.g. one only some staff see). */
export type TableColumn = string | false | { label: ReactNode; justify?: 'start' | 'center' | 'end' };

/**
 * A surface table named by a visually hidden caption (Table.Root's props land on a wrapper div,
 * so an aria-label there would not name the table), with one header row; `children` is the body.
 */
export function CaptionedTable({
  caption,
  columns,
  size,
  variant = 'surface',
  children,
}: {
  caption: string;
  columns: readonly TableColumn[];
  size?: '1' | '2' | '3';
  variant?: 'surface' | 'ghost';
  children: ReactNode;
}) {
  return (
    <Table.Root variant={variant} size={size}>
      <VisuallyHidden asChild>
        <caption>{caption}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          {columns.map((column, index) =>
            column === false ? null : typeof column === 'string' ? (
              <Table.ColumnHeaderCell key={column}>{column}</Table.ColumnHeaderCell>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table
              <Table.ColumnHeaderCell key={index} justify={column.justify}>
                {column.label}
              </Table.ColumnHeaderCell>
            ),
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}
