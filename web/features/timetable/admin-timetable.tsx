import { useQuery } from '@apollo/client/react';
import { Badge, Card, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type ActivityType, activityTypeLabel, activityTypeToUrl } from '#core/activities/activity-types';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { AdminTimetableQuery } from './timetable-queries';
import { groupTimetable } from './timetable-days';
import { ErrorCallout } from '#web/components/error-callout';

const TYPE_COLOURS = {
  Workshop: 'crimson',
  Show: 'indigo',
  SocialEvent: 'green',
  Conference: 'amber',
} as const satisfies Record<ActivityType, string>;

/** Every session of the festival, by day and venue, with how full it is [RT-11]. */
export function AdminTimetable() {
  const { data, loading, error } = useQuery(AdminTimetableQuery, { fetchPolicy: 'cache-and-network' });
  const days = groupTimetable(data?.festival?.timetable ?? []);
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="7">
        Timetable
      </Heading>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      {loading && !data && <Skeleton height="12rem" />}
      {data && days.length === 0 && <Text color="gray">No sessions yet.</Text>}
      {days.map((day) => (
        <Flex asChild direction="column" gap="3" key={day.date}>
          <section aria-labelledby={`day-${day.date}`}>
            <Heading as="h2" size="5" id={`day-${day.date}`}>
              {formatDayHeader(day.date)}
            </Heading>
            {day.venues.map((venue) => (
              <Card key={venue.key}>
                <Heading as="h3" size="3" mb="2">
                  {venue.label}
                </Heading>
                <Table.Root size="1">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell width="10rem">Time</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Activity</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell width="7rem">Places</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell width="7rem">Waitlist</Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {venue.sessions.map((session) => {
                      const type = session.activity.type;
                      return (
                        <Table.Row key={session.id}>
                          <Table.Cell>
                            {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
                          </Table.Cell>
                          <Table.RowHeaderCell>
                            <Flex gap="2" align="center" wrap="wrap">
                              <Link
                                to="/admin/$activityType/$slug"
                                params={{
                                  activityType: activityTypeToUrl(type),
                                  slug: session.activity.slug,
                                }}
                              >
                                {session.activity.name}
                              </Link>
                              <Badge color={TYPE_COLOURS[type]} variant="soft">
                                {activityTypeLabel(type)}
                              </Badge>
                            </Flex>
                          </Table.RowHeaderCell>
                          <Table.Cell>
                            {session.capacity === null || session.capacity === undefined
                              ? session.placesTaken
                              : `${session.placesTaken} / ${session.capacity}`}
                          </Table.Cell>
                          <Table.Cell>{session.waitlistCount}</Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Card>
            ))}
          </section>
        </Flex>
      ))}
    </Flex>
  );
}
