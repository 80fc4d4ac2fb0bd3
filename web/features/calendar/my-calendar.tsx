import { Badge, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { activityTypeToUrl, joinNames } from '#core/activities/index';
import { formatDayHeader, formatTimeRange, isoDateInZone } from '#core/festival/dates';
import { ActivityLink } from '#web/components/activity-link';
import type { CalendarEntryKind, MyCalendarQuery } from '#web/graphql/graphql';

export type CalendarEntry = NonNullable<NonNullable<MyCalendarQuery['currentUser']>['calendar']>[number];

/** Entries by festival day in Pacific/Auckland [LF-3], days and entries in start order. */
export function groupCalendarByDay(
  entries: readonly CalendarEntry[],
): Array<{ date: string; entries: CalendarEntry[] }> {
  const days = new Map<string, CalendarEntry[]>();
  const sorted = [...entries].sort(
    (a, b) => new Date(a.session.startsAt).getTime() - new Date(b.session.startsAt).getTime(),
  );
  for (const entry of sorted) {
    const date = isoDateInZone(new Date(entry.session.startsAt));
    days.set(date, [...(days.get(date) ?? []), entry]);
  }
  return [...days].map(([date, dayEntries]) => ({ date, entries: dayEntries }));
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const KIND_COLORS: Record<CalendarEntryKind, 'green' | 'amber' | 'blue' | 'cyan'> = {
  Workshop: 'green',
  Waitlist: 'amber',
  Presenting: 'blue',
  Show: 'cyan',
};

function kindLabel(entry: CalendarEntry): string {
  switch (entry.kind) {
    case 'Workshop':
      return 'You’re in';
    case 'Waitlist':
      return `Waitlist #${entry.waitlistPlace ?? '?'}`;
    case 'Presenting':
      return entry.role ? capitalise(entry.role) : 'Presenting';
    case 'Show':
      return 'Workshop to show';
  }
}

/** Where an entry leads: the person's own session page, or the public page for a waitlist. */
export function EntryLink({
  entry,
  children,
  ...rest
}: { entry: CalendarEntry; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  // `rest` carries the class and attributes Radix's `asChild` passes down to the anchor.
  const { activity } = entry.session;
  if (entry.kind === 'Waitlist') {
    return (
      <ActivityLink {...rest} activity={activity}>
        {children}
      </ActivityLink>
    );
  }
  if (activity.type === 'Workshop') {
    return (
      <Link
        {...rest}
        to="/my/workshops/$slug/$sessionId"
        params={{ slug: activity.slug, sessionId: entry.session.id }}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link
      {...rest}
      to="/my/$activityType/$slug/$sessionId"
      params={{
        activityType: activityTypeToUrl(activity.type),
        slug: activity.slug,
        sessionId: entry.session.id,
      }}
    >
      {children}
    </Link>
  );
}

function EntryRow({ entry }: { entry: CalendarEntry }) {
  const { session } = entry;
  const venue = session.venue
    ? session.venue.room
      ? `${session.venue.room}, ${session.venue.name}`
      : session.venue.name
    : null;
  const presenters = session.activity.presenters.map((p) => p.name);
  return (
    <Card asChild>
      <li data-testid="calendar-entry" aria-label={session.activity.name}>
        <Flex gap={{ initial: '2', sm: '4' }} direction={{ initial: 'column', sm: 'row' }}>
          <Text size="2" weight="medium" color="gray" style={{ minWidth: '9rem' }}>
            {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
          </Text>
          <Flex direction="column" gap="1" flexGrow="1">
            <Flex gap="2" align="center" wrap="wrap">
              <RadixLink asChild weight="bold">
                <EntryLink entry={entry}>{session.activity.name}</EntryLink>
              </RadixLink>
              <Badge color={KIND_COLORS[entry.kind]}>{kindLabel(entry)}</Badge>
            </Flex>
            {(venue || presenters.length > 0) && (
              <Text size="2" color="gray">
                {[venue, presenters.length > 0 ? `with ${joinNames(presenters)}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
            {entry.kind === 'Waitlist' && (
              <Text size="1" color="gray">
                {entry.waitlistPlace === 1
                  ? 'You’re next: if a place frees up, it’s yours and we’ll email you.'
                  : 'If places free up, we move people in from the waitlist in order and email them.'}
              </Text>
            )}
            {entry.kind === 'Show' && entry.via && (
              <Text size="1" color="gray">
                Your workshop {entry.via.name} leads to this show.
              </Text>
            )}
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

export function CalendarEmptyState() {
  return (
    <Card size="3">
      <Flex direction="column" gap="2">
        <Text weight="medium">Nothing in your calendar yet.</Text>
        <Text color="gray">
          Workshops you have a place in, waitlists you are on and anything you present show up here, day by
          day.{' '}
          <RadixLink asChild>
            <Link to="/register">Register for workshops</Link>
          </RadixLink>
          , or have a look at the{' '}
          <RadixLink asChild>
            <Link to="/$activityType" params={{ activityType: 'workshops' }}>
              workshops
            </Link>
          </RadixLink>{' '}
          and{' '}
          <RadixLink asChild>
            <Link to="/$activityType" params={{ activityType: 'shows' }}>
              shows
            </Link>
          </RadixLink>
          .
        </Text>
      </Flex>
    </Card>
  );
}

/** The person's festival, day by day (/calendar). */
export function MyCalendar({ entries }: { entries: readonly CalendarEntry[] }) {
  if (entries.length === 0) return <CalendarEmptyState />;
  return (
    <Flex direction="column" gap="5">
      {groupCalendarByDay(entries).map((day) => (
        <Flex key={day.date} direction="column" gap="2" asChild>
          <section aria-labelledby={`calendar-${day.date}`}>
            <Heading as="h2" size="5" id={`calendar-${day.date}`}>
              {formatDayHeader(day.date)}
            </Heading>
            <Flex direction="column" gap="2" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {day.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </ul>
            </Flex>
          </section>
        </Flex>
      ))}
    </Flex>
  );
}
