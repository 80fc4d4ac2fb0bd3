import { useQuery } from '@apollo/client/react';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { describePage } from '#core/reports/registration-search';
import { AllocationEverybodyQuery } from '#web/features/allocation/allocation-queries';
import { type EverybodySort, EverybodyTable } from '#web/features/allocation/everybody-table';

/** People on one page of the Everybody view. */
const PAGE_SIZE = 50;

export const Route = createFileRoute('/admin/allocations/all')({
  component: EverybodyPage,
});

function EverybodyPage() {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<EverybodySort>('name');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(query.trim());
  const { data, previousData, loading } = useQuery(AllocationEverybodyQuery, {
    variables: {
      search: search || null,
      sort: sort === 'score' ? 'SCORE' : 'NAME',
      first: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
  });
  // The last page stays on screen while the next loads.
  const run = (data ?? previousData)?.allocationRun;
  if (!run) return loading ? <Text>Loading…</Text> : <Text>The lottery has not been run yet.</Text>;
  const list = run.participantPage;
  const pages = Math.max(1, Math.ceil(list.matching / PAGE_SIZE));
  return (
    <Flex direction="column" gap="3">
      <TextField.Root
        aria-label="Search people"
        placeholder="Search by name or email"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: '24rem' }}
      />
      <EverybodyTable
        run={run}
        setSort={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <Flex justify="between" align="center" gap="3" wrap="wrap" asChild>
        <nav aria-label="Pages of people">
          <Text size="2" color="gray" role="status" data-testid="everybody-page">
            {describePage({ offset: list.offset, shown: list.items.length, of: list.matching })}
            {list.matching === list.total ? '' : ` (${list.total} in the draft)`}
          </Text>
          <Flex gap="2">
            <Button variant="soft" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="soft" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Flex>
        </nav>
      </Flex>
    </Flex>
  );
}
