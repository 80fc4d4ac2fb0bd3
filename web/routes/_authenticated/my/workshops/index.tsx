import { useQuery } from '@apollo/client/react';
import { Flex, Heading, Skeleton } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { MyCalendarQuery } from '#web/features/calendar/calendar-queries';
import { MyWorkshops } from '#web/features/calendar/my-workshops';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/my/workshops/')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('My workshops', matches) }] }),
  loader: ({ context }) => context.apollo.query({ query: MyCalendarQuery, fetchPolicy: 'network-only' }),
  component: MyWorkshopsPage,
});

/** The workshops the logged-in person has a place in [RT-10]. */
function MyWorkshopsPage() {
  const { data, loading } = useQuery(MyCalendarQuery, { fetchPolicy: 'cache-first' });
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="8">
        My workshops
      </Heading>
      {loading && !data ? (
        <Skeleton height="12rem" />
      ) : (
        <MyWorkshops entries={data?.currentUser?.calendar ?? []} />
      )}
    </Flex>
  );
}
