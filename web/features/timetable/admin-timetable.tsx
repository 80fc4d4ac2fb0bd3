import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type ActivityType, activityTypeLabel, activityTypeToUrl } from '#core/activities/activity-types';
import { festivalDays, formatDayHeader, formatTimeRange, isoDateInZone } from '#core/festival/dates';
import { ErrorCallout } from '#web/components/error-callout';
import { TimetableBoard, type TimetableSessionData } from './timetable-board';
import { venueLabel } from './timetable-days';
import { AdminTimetableQuery } from './timetable-queries';

const TYPE_COLOURS = {
  Workshop: 'crimson',
  Show: 'indigo',
  SocialEvent: 'green',
  Conference: 'amber',
} as const satisfies Record<ActivityType, string>;

const dayOf = (session: { startsAt: string }) => isoDateInZone(new Date(session.startsAt));

/**
 * The festival's sessions one day at a time [RT-11]: a day × venue grid where staff who manage a
 * session's kind move it (issue 14), and the day's sessions as a table with places and waitlists.
 */
export function AdminTimetable({ day }: { day: string | undefined }) {
  const { data, loading, error } = useQuery(AdminTimetableQuery, { fetchPolicy: 'cache-and-network' });
  const festival = data?.festival;
  const days = festival ? festivalDays(festival.startDay, festival.endDay) : [];
  const timetable = festival?.timetable ?? [];
  const date = day && days.includes(day) ? day : (days[0] ?? null);
  const sessions = date ? timetable.filter((session) => dayOf(session) === date) : [];
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Timetable
      </Heading>
      {error && <ErrorCallout>Could not load the timetable: {error.message}</ErrorCallout>}
      {loading && !data && <Skeleton height="24rem" data-testid="timetable-loading" />}
      {data && !festival && <Text color="gray">There is no festival yet.</Text>}
      {days.length > 0 && (
        <nav aria-label="Festival days">
          <Flex gap="2" wrap="wrap">
            {days.map((each) => (
              <Button key={each} asChild size="1" variant={each === date ? 'solid' : 'soft'}>
                <Link
                  to="/admin/timetable"
                  search={{ day: each }}
                  aria-current={each === date ? 'date' : undefined}
                >
                  {formatDayHeader(each)}
                </Link>
              </Button>
            ))}
          </Flex>
        </nav>
      )}
      {date && data && (
        <Flex asChild direction="column" gap="3">
          <section aria-labelledby="timetable-day">
            <Heading as="h2" size="5" id="timetable-day">
              {formatDayHeader(date)}
            </Heading>
            {sessions.length === 0 ? (
              <Text color="gray">No sessions on this day.</Text>
            ) : (
              <>
                <TimetableBoard
                  date={date}
                  sessions={sessions}
                  allSessions={timetable}
                  venues={data.venues}
                />
                <DayTable sessions={sessions} />
              </>
            )}
          </section>
        </Flex>
      )}
    </Flex>
  );
}

/** The day's sessions in time order, with how full each is. */
function DayTable({ sessions }: { sessions: TimetableSessionData[] }) {
  return (
    <Card>
      <Heading as="h3" size="3" mb="2">
        Sessions on this day
      </Heading>
      <Table.Root size="1">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell width="10rem">Time</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Activity</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Venue</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell width="7rem">Places</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell width="7rem">Waitlist</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sessions.map((session) => {
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
                      params={{ activityType: activityTypeToUrl(type), slug: session.activity.slug }}
                    >
                      {session.activity.name}
                    </Link>
                    <Badge color={TYPE_COLOURS[type]} variant="soft">
                      {activityTypeLabel(type)}
                    </Badge>
                    {session.cancelled && (
                      <Badge color="gray" variant="outline">
                        Cancelled
                      </Badge>
                    )}
                  </Flex>
                </Table.RowHeaderCell>
                <Table.Cell>{venueLabel(session.venue)}</Table.Cell>
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
  );
}
