import { useQuery } from '@apollo/client/react';
import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ActivityType } from '#core/activities/activity-types';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { ErrorCallout } from '#web/components/error-callout';
import { PageNav, usePages } from '#web/components/page-nav';
import { isNotError } from '#web/lib/results';
import { AdminSessionParticipantsQuery } from './activity-admin-queries';
import { sessionDate } from './activity-admin-types';

type Person = { id: string; registrationId: string; name: string; email: string; position: number };

/** People listed at once per card: a waitlist at a big festival runs to hundreds (issue 32). */
const PEOPLE_PER_PAGE = 50;

/** What staff can do on this page; the route supplies them (features do not import each other). */
export interface SessionStaffActions {
  placed?: (person: Person, session: { id: string; label: string }) => ReactNode;
  waitlisted?: (person: Person, session: { id: string; label: string }, last: number) => ReactNode;
  add?: (session: { id: string; label: string }) => ReactNode;
}

/** That day's session(s) of an activity, each with who has a place and who is waiting. */
export function SessionParticipants({
  type,
  slug,
  date,
  actions,
}: {
  type: ActivityType;
  slug: string;
  date: string;
  actions?: SessionStaffActions;
}) {
  const { data, loading, error } = useQuery(AdminSessionParticipantsQuery, {
    variables: { type, slug },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <Skeleton height="8rem" />;
  if (error) {
    return <ErrorCallout>{error.message}</ErrorCallout>;
  }
  const activity = isNotError(data?.activity) ? data.activity : null;
  const sessions = activity?.sessions.filter((session) => sessionDate(session) === date) ?? [];
  if (sessions.length === 0) return <Text color="gray">No session on {formatDayHeader(date)}.</Text>;
  const activityName = activity?.name ?? '';
  return (
    <Flex direction="column" gap="5">
      {sessions.map((session) => {
        const ref = {
          id: session.id,
          label: `${activityName} — ${formatDayHeader(session.startsAt)}, ${formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}`,
        };
        return (
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
                  action={actions?.placed && ((person) => actions.placed?.(person, ref))}
                />
                <PeopleCard
                  title={`${session.waitlistCount} waitlisted`}
                  people={session.waitlist}
                  empty="Nobody is waiting."
                  action={
                    actions?.waitlisted &&
                    ((person) => actions.waitlisted?.(person, ref, session.waitlist.length))
                  }
                />
              </Grid>
              {actions?.add?.(ref)}
            </section>
          </Flex>
        );
      })}
    </Flex>
  );
}

function PeopleCard({
  title,
  people,
  empty,
  action,
}: {
  title: string;
  people: Person[];
  empty: string;
  action?: (person: Person) => ReactNode;
}) {
  const { shown, offset, paged, navigation } = usePages(people, PEOPLE_PER_PAGE);
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
          <ol aria-label={title} start={offset + 1}>
            {shown.map((person) => (
              <li key={person.id}>
                <Link
                  to="/admin/registrations/$registrationId"
                  params={{ registrationId: person.registrationId }}
                >
                  {person.name}
                </Link>{' '}
                <Text size="1" color="gray">
                  {person.email}
                </Text>{' '}
                {action?.(person)}
              </li>
            ))}
          </ol>
        </Flex>
      )}
      {paged && <PageNav label={`Pages of ${title}`} {...navigation} />}
    </Card>
  );
}
