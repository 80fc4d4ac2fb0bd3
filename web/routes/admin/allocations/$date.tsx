import { useQuery } from '@apollo/client/react';
import { Text } from '@radix-ui/themes';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { toFestivalDate } from '#core/festival/dates';
import { AllocationDayQuery } from '#web/features/allocation/allocation-queries';
import { DayBoard } from '#web/features/allocation/day-board';
import { useRefreshAllocation } from '#web/features/allocation/use-refresh-allocation';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One festival day of the draft; the segment is an ISO date, anything else is not found [RT-14]. */
export const Route = createFileRoute('/admin/allocations/$date')({
  params: {
    parse: ({ date }) => {
      if (!ISO_DATE.test(date)) throw notFound();
      try {
        if (toFestivalDate(date) !== date) throw notFound();
      } catch {
        throw notFound();
      }
      return { date };
    },
    stringify: ({ date }) => ({ date }),
  },
  component: AllocationDayPage,
});

function AllocationDayPage() {
  const { date } = Route.useParams();
  const refresh = useRefreshAllocation();
  // Not normalised into the cache: a day at 2,000 registrations is thousands of people and list
  // entries, and writing them into the cache and reading them back held the page for most of a
  // second (issue 32). The board refetches after each change (onChanged) instead.
  const { data, loading } = useQuery(AllocationDayQuery, { variables: { date }, fetchPolicy: 'no-cache' });
  const run = data?.allocationRun;
  if (!run) return loading ? <Text>Loading…</Text> : <Text>The lottery has not been run yet.</Text>;
  return <DayBoard run={run} date={date} onChanged={refresh} />;
}
