import { useQuery } from '@apollo/client/react';
import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { ActivityType } from '#core/activities/activity-types';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { AdminSessionParticipantsQuery } from './activity-admin-queries';
import { sessionDate } from './activity-admin-types';
import { ErrorCallout } from '#web/components/error-callout';

type Person = { id: string; registrationId: string; name: string; email: string; position: number };

/** That day's session(s) of an activity, each with who has a place and who is waiting. */
export function SessionParticipants({
  type,
  slug,
  date,
}: {
  type: ActivityType;
  slug: string;
  date: string;
}) {
  const { data, loading, error } = useQuery(AdminSessionParticipantsQuery, {
    variables: { type, slug },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <Skeleton height="8rem" />;
  if (error) {
    return <ErrorCallout>{error.message}</ErrorCallout>;
  }
  const sessions =
    data?.activity.__typename === 'QueryActivitySuccess'
      ? data.activity.data.sessions.filter((session) => sessionDate(session) === date)
      : [];
  if (sessions.length === 0) return <Text color="gray">No session on {formatDayHeader(date)}.</Text>;
  return (
    <Flex direction="column" gap="5">
      {sessions.map((session) => (
        <Flex asChild direction="column" gap="3" key={session.id}>
          <section aria-label={`Session ${formatDayHeader(session.startsAt)}`}>
            <Heading as="h2" size="4">
              {formatDayHeader(session.startsAt)},{' '}
              {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
              {session.venue && <Text color="gray"> · {session.venue.name}</Text>}
            </Heading>
            <Grid columns={{ initial: '1', md: '2' }} gap="3">
              <PeopleCard
                title={`${session.placesTaken}${session.capacity == null ? '' : `/${session.capacity}`} participants`}
                people={session.participants}
                empty="Nobody has a place yet."
              />
              <PeopleCard
                title={`${session.waitlistCount} waitlisted`}
                people={session.waitlist}
                empty="Nobody is waiting."
              />
            </Grid>
          </section>
        </Flex>
      ))}
    </Flex>
  );
}

function PeopleCard({ title, people, empty }: { title: string; people: Person[]; empty: string }) {
  return (
    <Card>
      <Heading as="h3" size="3" mb="2">
        {title}
      </Heading>
      {people.length === 0 ? (
        <Text color="gray" size="2">
          {empty}
        </Text>
      ) : (
        <Flex asChild direction="column" gap="1">
          <ol aria-label={title}>
            {people.map((person) => (
              <li key={person.id}>
                <Link
                  to="/admin/registrations/$registrationId"
                  params={{ registrationId: person.registrationId }}
                >
                  {person.name}
                </Link>{' '}
                <Text size="1" color="gray">
                  {person.email}
                </Text>
              </li>
            ))}
          </ol>
        </Flex>
      )}
    </Card>
  );
}
