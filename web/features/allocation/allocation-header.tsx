import { useQuery } from '@apollo/client/react';
import { Badge, Flex, Heading, TabNav, Text } from '@radix-ui/themes';
import { Link, useLocation } from '@tanstack/react-router';
import { formatDayHeader } from '#core/festival/dates';
import { AllocationOverviewQuery } from './allocation-queries';
import { PublishAllocation, SatisfactionBadge, UndoRedo } from './allocation-summary';
import { RunLottery } from './run-lottery';
import { useRefreshAllocation } from './use-refresh-allocation';

/** The allocation pages' header: run control, undo/redo, publish, and a tab per festival day. */
export function AllocationHeader() {
  const { data, error } = useQuery(AllocationOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const refresh = useRefreshAllocation();
  const location = useLocation();
  if (error?.message === 'Not allowed') return <Text color="red">Not allowed</Text>;
  const run = data?.allocationRun ?? null;
  const generalOpen = data?.festival?.phase === 'General' || data?.festival?.phase === 'Closed';
  return (
    <Flex direction="column" gap="4" mb="5">
      <Flex justify="between" align="start" gap="4" wrap="wrap">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="7">
            Workshop allocations
          </Heading>
          <Flex gap="2" align="center">
            {run && <Badge variant="outline">{run.state}</Badge>}
            <SatisfactionBadge measures={run?.measures} />
          </Flex>
        </Flex>
        <Flex gap="3" align="start" wrap="wrap">
          {run?.state === 'draft' && <UndoRedo run={run} onChanged={refresh} />}
          <RunLottery run={run} generalOpen={generalOpen} onFinished={refresh} />
          {run && <PublishAllocation run={run} onChanged={refresh} />}
        </Flex>
      </Flex>
      {run && run.days.length > 0 && (
        <TabNav.Root>
          <TabNav.Link asChild active={location.pathname === '/admin/allocations'}>
            <Link to="/admin/allocations">Summary</Link>
          </TabNav.Link>
          {run.days.map((day) => (
            <TabNav.Link key={day} asChild active={location.pathname === `/admin/allocations/${day}`}>
              <Link to="/admin/allocations/$date" params={{ date: day }}>
                {formatDayHeader(day)}
              </Link>
            </TabNav.Link>
          ))}
          <TabNav.Link asChild active={location.pathname === '/admin/allocations/all'}>
            <Link to="/admin/allocations/all">Everybody</Link>
          </TabNav.Link>
        </TabNav.Root>
      )}
    </Flex>
  );
}
