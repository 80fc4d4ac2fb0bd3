import { useQuery } from '@apollo/client/react';
import { Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { MyLotteryResult } from '#web/features/allocation/my-lottery-result';
import { CalendarFeedCard } from '#web/features/calendar/calendar-feed';
import { MyCalendarQuery } from '#web/features/calendar/calendar-queries';
import { MyCalendar } from '#web/features/calendar/my-calendar';
import { MyCheckInCode } from '#web/features/messages/my-check-in-code';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/calendar')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('My calendar', matches) }] }),
  loader: ({ context }) => context.apollo.query({ query: MyCalendarQuery, fetchPolicy: 'network-only' }),
  component: CalendarPage,
});

/** The logged-in person's festival, day by day, with their lottery result once published [RT-10]. */
function CalendarPage() {
  const { data, loading } = useQuery(MyCalendarQuery, { fetchPolicy: 'cache-first' });
  const entries = data?.currentUser?.calendar ?? [];
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="8">
          My calendar
        </Heading>
        <Text color="gray">All times are New Zealand time.</Text>
      </Flex>
      <MyCheckInCode />
      <MyLotteryResult collapsible />
      {loading && !data ? <Skeleton height="12rem" /> : <MyCalendar entries={entries} />}
      <CalendarFeedCard withContactSharing={false} />
    </Flex>
  );
}
