import { useQuery } from '@apollo/client/react';
import { Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { AllocationEverybodyQuery } from '#web/features/allocation/allocation-queries';
import { EverybodyTable } from '#web/features/allocation/everybody-table';

export const Route = createFileRoute('/admin/allocations/all')({
  component: EverybodyPage,
});

function EverybodyPage() {
  const { data, loading } = useQuery(AllocationEverybodyQuery);
  const run = data?.allocationRun;
  if (!run) return loading ? <Text>Loading…</Text> : <Text>The lottery has not been run yet.</Text>;
  return <EverybodyTable run={run} />;
}
