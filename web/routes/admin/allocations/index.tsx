import { useQuery } from '@apollo/client/react';
import { Flex, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { AllocationOverviewQuery } from '#web/features/allocation/allocation-queries';
import { AllocationMeasures } from '#web/features/allocation/allocation-summary';

export const Route = createFileRoute('/admin/allocations/')({
  component: AllocationSummaryPage,
});

function AllocationSummaryPage() {
  const { data, loading } = useQuery(AllocationOverviewQuery);
  const run = data?.allocationRun;
  if (!run) return loading ? <Text>Loading…</Text> : <Text>The lottery has not been run yet.</Text>;
  return (
    <Flex direction="column" gap="4">
      {run.state === 'running' && <Text>The lottery is running…</Text>}
      <AllocationMeasures run={run} />
    </Flex>
  );
}
