import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ErrorCallout } from './error-callout';

/**
 * A staff list page's frame: the heading (with `actions` beside it), the query's error, `intro`
 * (a description, totals), the filters in a row, `empty` when nothing matches, and the list.
 */
export function AdminListPage({
  title,
  actions,
  error,
  intro,
  filters,
  filtersLabel,
  empty,
  children,
}: {
  title: string;
  actions?: ReactNode;
  error?: { message: string } | undefined;
  intro?: ReactNode;
  filters: ReactNode;
  /** Makes the filters a search landmark with this name. */
  filtersLabel?: string;
  /** Why there is nothing to list; null while there is something (or before it is known). */
  empty: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Heading as="h1" size="8">
      {title}
    </Heading>
  );
  return (
    <Flex direction="column" gap="4">
      {actions ? (
        <Flex justify="between" align="center" wrap="wrap" gap="3">
          {heading}
          {actions}
        </Flex>
      ) : (
        heading
      )}
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      {intro}
      <Flex
        gap="3"
        wrap="wrap"
        align="end"
        role={filtersLabel ? 'search' : undefined}
        aria-label={filtersLabel}
      >
        {filters}
      </Flex>
      {empty && <Text color="gray">{empty}</Text>}
      {children}
    </Flex>
  );
}
