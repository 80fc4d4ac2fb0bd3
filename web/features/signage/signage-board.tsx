import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Flex, Grid, Heading, Text, Theme } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { formatDayHeader, formatTime, isoDateInZone } from '#core/festival/dates';
import { useOptionalFestival } from '#web/features/festival/festival-context';
import type { SignageQuery as SignageResult } from '#web/graphql/graphql';
import { nowAndNextByVenue } from './now-and-next';
import { SignageQuery } from './signage-queries';

/** Screens refresh their data every minute [RT-7]. */
export const SIGNAGE_POLL_MS = 60_000;
/** The clock and the now/next split move more often than the data, so a session flips on time. */
const CLOCK_TICK_MS = 15_000;

type Session = SignageResult['venues'][number]['sessions'][number];

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * A full-screen "what's on now and next" board for venue screens [RT-7]: big type, dark, no
 * links or controls (nobody touches a foyer screen), times in Pacific/Auckland.
 */
export function SignageBoard() {
  const now = useNow(CLOCK_TICK_MS);
  const festival = useOptionalFestival();
  const { data, previousData } = useQuery(SignageQuery, { pollInterval: SIGNAGE_POLL_MS });
  // A failed poll keeps the last good board on screen rather than blanking it.
  const shown = data ?? previousData;
  const boards = shown ? nowAndNextByVenue(shown.venues, now) : null;

  return (
    // Fixed to the viewport so the dark board fills the screen edge to edge, whatever the page margins.
    // It scrolls on a small screen: focusable and named, so keyboard users can scroll it (axe).
    <Theme
      appearance="dark"
      hasBackground
      style={{ position: 'fixed', inset: 0, overflow: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="What’s on"
    >
      <Flex direction="column" gap="6" p="6">
        <Flex justify="between" align="end" gap="4" wrap="wrap">
          <Box>
            <Text as="p" size="6" color="crimson" weight="bold">
              {festival?.name ?? 'NZIF'}
            </Text>
            <Heading as="h1" size="9">
              What’s on
            </Heading>
          </Box>
          <Box style={{ textAlign: 'right' }}>
            <Text as="p" size="9" weight="bold" aria-label="Time now">
              {formatTime(now)}
            </Text>
            <Text as="p" size="6" color="gray">
              {formatDayHeader(now)}
            </Text>
          </Box>
        </Flex>

        {boards === null ? (
          <Text size="7" color="gray" role="status">
            Loading…
          </Text>
        ) : boards.length === 0 ? (
          <Text size="7" color="gray">
            No venues yet.
          </Text>
        ) : (
          <Grid asChild columns={{ initial: '1', md: '2', lg: '3' }} gap="5">
            <ul aria-label="Venues" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {boards.map(({ venue, now: current, next, busyToday, cancelledToday }) => (
                <Card asChild size="4" key={venue.id}>
                  <li aria-label={venueName(venue)}>
                    <Flex direction="column" gap="4">
                      <Box>
                        <Heading as="h2" size="8">
                          {venue.name}
                        </Heading>
                        {venue.room && (
                          <Text as="p" size="6" color="gray">
                            {venue.room}
                          </Text>
                        )}
                      </Box>
                      {current && <SessionLine label="Now" session={current} now={now} />}
                      {next && <SessionLine label="Next" session={next} now={now} />}
                      {cancelledToday.map((session) => (
                        <CancelledLine key={session.id} session={session} />
                      ))}
                      {!current && !next && (
                        <Text size="6" color="gray">
                          {busyToday
                            ? 'Nothing more here today. Thank you for coming!'
                            : 'Nothing on here today.'}
                        </Text>
                      )}
                    </Flex>
                  </li>
                </Card>
              ))}
            </ul>
          </Grid>
        )}
      </Flex>
    </Theme>
  );
}

function venueName(venue: { name: string; room: string | null }): string {
  return venue.room ? `${venue.name}, ${venue.room}` : venue.name;
}

function SessionLine({ label, session, now }: { label: 'Now' | 'Next'; session: Session; now: Date }) {
  const presenters = session.activity.presenters.map((person) => person.name).join(', ');
  const isNow = label === 'Now';
  return (
    <Flex direction="column" gap="1">
      <Flex align="center" gap="3">
        <Badge size="3" color={isNow ? 'crimson' : 'gray'} variant={isNow ? 'solid' : 'soft'}>
          {label}
        </Badge>
        <Text size="6" color="gray">
          {isNow
            ? `until ${formatTime(new Date(session.endsAt))}`
            : startsLabel(new Date(session.startsAt), now)}
        </Text>
      </Flex>
      <Text size={isNow ? '8' : '7'} weight="bold">
        {session.activity.name}
      </Text>
      {presenters && (
        <Text size="5" color="gray">
          with {presenters}
        </Text>
      )}
    </Flex>
  );
}

function CancelledLine({ session }: { session: Session }) {
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Badge size="3" color="gray" variant="outline">
        Cancelled
      </Badge>
      <Text size="5" color="gray">
        <s>
          {formatTime(new Date(session.startsAt))} {session.activity.name}
        </s>
      </Text>
    </Flex>
  );
}

/** '1:30PM' today; 'Saturday, 2 October, 10:00AM' on another day (before the festival, say). */
function startsLabel(startsAt: Date, now: Date): string {
  const time = formatTime(startsAt);
  return isoDateInZone(startsAt) === isoDateInZone(now) ? time : `${formatDayHeader(startsAt)}, ${time}`;
}
