import { Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { joinNames } from '#core/activities/index';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { type CalendarEntry, EntryLink } from './my-calendar';

function WorkshopCard({ entry, level }: { entry: CalendarEntry; level: 'h2' | 'h3' }) {
  const { session } = entry;
  const start = new Date(session.startsAt);
  const tutors = session.activity.presenters.map((p) => p.name);
  return (
    <Card asChild>
      <li data-testid="my-workshop">
        <Flex direction="column" gap="1">
          <Heading as={level} size="4">
            <RadixLink asChild>
              <EntryLink entry={entry}>{session.activity.name}</EntryLink>
            </RadixLink>
          </Heading>
          <Text size="2">
            {formatDayHeader(start)}, {formatTimeRange(start, new Date(session.endsAt))}
          </Text>
          <Text size="2" color="gray">
            {[session.venue?.name, tutors.length > 0 ? `with ${joinNames(tutors)}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Flex>
      </li>
    </Card>
  );
}

/** `level`: the cards' heading level, one below the heading the list sits under (axe heading-order). */
function WorkshopList({
  label,
  entries,
  level,
}: {
  label: string;
  entries: CalendarEntry[];
  level: 'h2' | 'h3';
}) {
  return (
    <Flex direction="column" gap="2" asChild>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <WorkshopCard key={entry.id} entry={entry} level={level} />
        ))}
      </ul>
    </Flex>
  );
}

/** /my/workshops: the workshops the person has a place in (and any they teach). */
export function MyWorkshops({ entries }: { entries: readonly CalendarEntry[] }) {
  const placed = entries.filter((e) => e.kind === 'Workshop');
  const teaching = entries.filter((e) => e.kind === 'Presenting' && e.session.activity.type === 'Workshop');
  const waiting = entries.filter((e) => e.kind === 'Waitlist').length;
  return (
    <Flex direction="column" gap="5">
      {placed.length === 0 ? (
        <Card size="3">
          <Flex direction="column" gap="3" align="start">
            <Text weight="medium">You don’t have a place in any workshops yet.</Text>
            <Text color="gray">
              Once you are placed in workshops, they appear here with their times, venues and tutors.
            </Text>
            <Button asChild>
              <Link to="/register">Choose workshops</Link>
            </Button>
          </Flex>
        </Card>
      ) : (
        <WorkshopList label="Workshops you’re in" entries={placed} level="h2" />
      )}
      {waiting > 0 && (
        <Text as="p" color="gray">
          You’re on {waiting === 1 ? 'a waitlist' : `${waiting} waitlists`}: see your{' '}
          <RadixLink asChild>
            <Link to="/calendar">calendar</Link>
          </RadixLink>{' '}
          for your place in the queue.
        </Text>
      )}
      {teaching.length > 0 && (
        <Flex direction="column" gap="2">
          <Heading as="h2" size="5">
            Workshops you teach
          </Heading>
          <WorkshopList label="Workshops you teach" entries={teaching} level="h3" />
        </Flex>
      )}
    </Flex>
  );
}
