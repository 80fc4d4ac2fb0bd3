import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { describePage } from '#core/reports/registration-search';

/**
 * Previous and Next under a long list shown a page at a time, with which rows are on screen
 * ("Showing 51–100 of 1,022"); `label` names the navigation landmark.
 */
export function PageNav({
  label,
  offset,
  shown,
  of,
  onPrevious,
  onNext,
  testId,
}: {
  label: string;
  offset: number;
  shown: number;
  of: number;
  onPrevious: () => void;
  onNext: () => void;
  testId?: string;
}) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap" asChild>
      <nav aria-label={label}>
        <Text size="2" color="gray" role="status" data-testid={testId}>
          {describePage({ offset, shown, of })}
        </Text>
        <Flex gap="2">
          <Button variant="soft" disabled={offset <= 0} onClick={onPrevious}>
            Previous
          </Button>
          <Button variant="soft" disabled={offset + shown >= of} onClick={onNext}>
            Next
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}

/**
 * A page of `items` held in memory and what PageNav needs to move through them. When the list
 * shrinks under the page shown (someone paid, someone left), the last page that exists is shown.
 */
export function usePages<T>(items: readonly T[], perPage: number) {
  const [firstRow, setFirstRow] = useState(0);
  const lastPageStart = Math.max(0, Math.floor((items.length - 1) / perPage) * perPage);
  const offset = Math.min(firstRow, lastPageStart);
  const shown = items.slice(offset, offset + perPage);
  return {
    shown,
    offset,
    /** Whether there is more than one page, so whether to show PageNav at all. */
    paged: items.length > perPage,
    navigation: {
      offset,
      shown: shown.length,
      of: items.length,
      onPrevious: () => setFirstRow(Math.max(0, offset - perPage)),
      onNext: () => setFirstRow(offset + perPage),
    },
  };
}
