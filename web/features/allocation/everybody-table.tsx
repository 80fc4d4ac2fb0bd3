import { Badge, Link as RadixLink, Table, Text, Tooltip } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { formatDayHeader } from '#core/festival/dates';
import type { AllocationEverybodyQuery } from '#web/graphql/graphql';

type Run = NonNullable<AllocationEverybodyQuery['allocationRun']>;
type Participant = Run['participantPage']['items'][number];
export type EverybodySort = 'name' | 'score';

const REASONS: Record<string, string> = {
  full: 'it was full',
  'same-activity': 'they had another session of that workshop',
  'other-half-better': 'it would have cost a better place in the other half of the day',
};

/**
 * One page of everybody in the draft (issue 32: the server sorts and pages, so 2,000 people render
 * as 50 rows): their places per slot, satisfaction, and the lottery's explanation.
 */
export function EverybodyTable({ run, setSort }: { run: Run; setSort: (sort: EverybodySort) => void }) {
  const names = new Map(run.sessions.map((s) => [s.id, s.name]));
  const people = run.participantPage.items;
  return (
    <Table.Root size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <RadixLink asChild>
              <button type="button" onClick={() => setSort('name')}>
                Name
              </button>
            </RadixLink>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Placements</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Why</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <RadixLink asChild>
              <button type="button" onClick={() => setSort('score')}>
                Score
              </button>
            </RadixLink>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {people.map((person) => (
          <Table.Row key={person.id}>
            <Table.RowHeaderCell>{person.name}</Table.RowHeaderCell>
            <Table.Cell>
              <Placements person={person} names={names} />
            </Table.Cell>
            <Table.Cell>
              <Explanation person={person} names={names} />
            </Table.Cell>
            <Table.Cell>
              {person.satisfaction === null ? '–' : `${Math.round((person.satisfaction ?? 0) * 100)}`}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function Placements({ person, names }: { person: Participant; names: Map<string, string> }) {
  return (
    <>
      {person.explanation.map((slot) => {
        const date = slot.slot.slice(0, 10);
        const part = slot.slot.endsWith(':am') ? 'morning' : 'afternoon';
        const name = slot.sessionId ? names.get(slot.sessionId) : 'nothing';
        return (
          <Tooltip key={slot.slot} content={`${name} / ${formatDayHeader(date)} (${part})`}>
            <Link to="/admin/allocations/$date" params={{ date }} style={{ marginRight: 4 }}>
              <Badge color={slot.withinSlotRank ? (slot.withinSlotRank === 1 ? 'lime' : 'amber') : 'red'}>
                {slot.withinSlotRank ?? '×'}
                {slot.adjusted ? '*' : ''}
              </Badge>
            </Link>
          </Tooltip>
        );
      })}
    </>
  );
}

function Explanation({ person, names }: { person: Participant; names: Map<string, string> }) {
  const misses = person.explanation.flatMap((slot) =>
    slot.better
      .slice(0, 1)
      .map((b) => `${names.get(b.sessionId) ?? 'A workshop'}: ${REASONS[b.reason] ?? b.reason}`),
  );
  if (misses.length === 0)
    return (
      <Text size="1" color="gray">
        Got their first choices
      </Text>
    );
  return <Text size="1">{misses.join('; ')}</Text>;
}
