import { useMutation } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  DropdownMenu,
  Flex,
  Grid,
  Heading,
  Progress,
  Text,
} from '@radix-ui/themes';
import { type DragEvent, type ReactNode, useState } from 'react';
import { formatTimeRange } from '#core/festival/dates';
import { useToast } from '#web/components/toasts';
import type { AllocationDayQuery } from '#web/graphql/graphql';
import { MoveAllocationParticipantMutation } from './allocation-queries';

type Run = NonNullable<AllocationDayQuery['allocationRun']>;
type Session = Run['sessions'][number];
type Participant = Run['participants'][number];

interface Dragged {
  registrationId: string;
  fromSessionId: string | null;
}

interface Target {
  toSessionId: string | null;
  waitlist: boolean;
}

const DRAG_TYPE = 'application/x-nzif-allocation';
/**
 * People shown in each list until staff ask for all of them: at 2,000 registrations a day's
 * sessions hold hundreds each, and drawing every chip took 17,000 DOM nodes and a 1.8 s task
 * (issue 32). Anyone can still be found and moved from the Everybody view's search.
 */
const SHOWN_PER_LIST = 30;
const CHOICE_COLORS = ['lime', 'yellow', 'amber', 'orange', 'red'] as const;

function choiceColor(position: number | null | undefined) {
  if (!position) return 'red' as const;
  return CHOICE_COLORS[position - 1] ?? ('gray' as const);
}

/**
 * One festival day of the draft: each slot's sessions with who is placed and who waits, plus the
 * people unassigned in that slot. People move by drag and drop, or from the keyboard through each
 * person's "Move…" menu. The page only offers moves; the server checks every rule and says no.
 */
export function DayBoard({ run, date, onChanged }: { run: Run; date: string; onChanged: () => void }) {
  const toast = useToast();
  const [move, { loading }] = useMutation(MoveAllocationParticipantMutation);
  const [dragging, setDragging] = useState<Dragged | null>(null);
  const editable = run.state === 'draft';
  const participants = new Map(run.participants.map((p) => [p.registrationId, p]));

  async function moveTo(dragged: Dragged, target: Target) {
    if (!editable || loading) return;
    const result = await move({
      variables: {
        runId: run.id,
        registrationId: dragged.registrationId,
        fromSessionId: dragged.fromSessionId,
        toSessionId: target.toSessionId,
        waitlist: target.waitlist,
      },
    });
    const payload = result.data?.moveAllocationParticipant;
    if (payload && payload.__typename !== 'AllocationRun' && 'message' in payload) {
      toast({ title: 'Move refused', description: payload.message, tone: 'error' });
    }
    onChanged();
  }

  const slots = (['am', 'pm'] as const).map((half) => {
    const key = `${date}:${half}`;
    const sessions = run.sessions.filter((s) => s.slots.includes(key));
    // Unassigned here: ranked something in this slot and hold nothing in it.
    const inSlot = new Set(sessions.map((s) => s.id));
    const unassigned = run.participants.filter(
      (p) =>
        p.preferences.some((pref) => inSlot.has(pref.sessionId)) &&
        !p.placements.some((id) => inSlot.has(id)),
    );
    return { key, half, sessions, unassigned };
  });

  const dropProps = (target: Target) => ({
    onDragOver: (event: DragEvent) => {
      if (editable && event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const raw = event.dataTransfer.getData(DRAG_TYPE);
      if (raw) void moveTo(JSON.parse(raw) as Dragged, target);
      setDragging(null);
    },
  });

  const chip = (
    slotSessions: Session[],
    registrationId: string,
    from: string | null,
    position: number | null | undefined,
    onWaitlist: boolean,
  ) => {
    const person = participants.get(registrationId);
    return (
      <PersonChip
        key={`${from ?? 'none'}-${registrationId}`}
        name={person?.name ?? `#${registrationId}`}
        position={position}
        onWaitlist={onWaitlist}
        editable={editable}
        onDragStart={(event) => {
          const dragged = { registrationId, fromSessionId: from };
          event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragged));
          event.dataTransfer.effectAllowed = 'move';
          setDragging(dragged);
        }}
        onDragEnd={() => setDragging(null)}
        menu={
          person && (
            <MoveMenu
              person={person}
              from={from}
              sessions={slotSessions}
              onMove={(target) => void moveTo({ registrationId, fromSessionId: from }, target)}
            />
          )
        }
      />
    );
  };

  return (
    <Flex direction="column" gap="5">
      {slots.map((slot) =>
        slot.sessions.length === 0 ? null : (
          <Box key={slot.key}>
            <Heading as="h2" size="4" mb="3">
              {slot.half === 'am' ? 'Morning' : 'Afternoon'}
            </Heading>
            <Grid columns={{ initial: '1', sm: '2', md: '3', lg: '4' }} gap="3">
              {slot.sessions.map((session) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  dragging={dragging}
                  placedDrop={dropProps({ toSessionId: session.id, waitlist: false })}
                  waitlistDrop={dropProps({ toSessionId: session.id, waitlist: true })}
                >
                  {{
                    placed: (
                      <ShortList
                        items={session.placed}
                        what={`placed in ${session.name}`}
                        render={(e) =>
                          chip(slot.sessions, e.participant.registrationId, session.id, e.position, false)
                        }
                      />
                    ),
                    waitlist: (
                      <ShortList
                        items={session.waitlist}
                        what={`waiting for ${session.name}`}
                        render={(e) =>
                          chip(
                            slot.sessions,
                            e.participant.registrationId,
                            // Someone waiting here may hold another session at this time; moving them in releases it.
                            heldInSlot(participants.get(e.participant.registrationId), session, run.sessions),
                            e.position,
                            true,
                          )
                        }
                      />
                    ),
                  }}
                </SessionCard>
              ))}
              <Card
                {...dropProps({ toSessionId: null, waitlist: false })}
                aria-label={`Unassigned, ${slot.half}`}
              >
                <Heading as="h3" size="3" mb="2">
                  Unassigned
                </Heading>
                <Flex direction="column" gap="1">
                  {slot.unassigned.length === 0 && (
                    <Text size="1" color="gray">
                      Nobody
                    </Text>
                  )}
                  <ShortList
                    items={slot.unassigned}
                    what={`unassigned in the ${slot.half === 'am' ? 'morning' : 'afternoon'}`}
                    render={(p) => chip(slot.sessions, p.registrationId, null, null, false)}
                  />
                </Flex>
              </Card>
            </Grid>
          </Box>
        ),
      )}
    </Flex>
  );
}

/** The first SHOWN_PER_LIST of a list, and a button to show the rest (or fewer again). */
function ShortList<T>({
  items,
  what,
  render,
}: {
  items: readonly T[];
  what: string;
  render: (item: T) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  const hidden = items.length - SHOWN_PER_LIST;
  return (
    <>
      {(all ? items : items.slice(0, SHOWN_PER_LIST)).map(render)}
      {hidden > 0 && (
        <Button
          size="1"
          variant="ghost"
          aria-label={all ? `Show fewer ${what}` : `Show all ${items.length} ${what}`}
          onClick={() => setAll(!all)}
        >
          {all ? 'Show fewer' : `Show ${hidden} more`}
        </Button>
      )}
    </>
  );
}

function heldInSlot(person: Participant | undefined, session: Session, sessions: Session[]): string | null {
  if (!person) return null;
  const held = sessions.find(
    (s) =>
      s.id !== session.id &&
      person.placements.includes(s.id) &&
      s.slots.some((slot) => session.slots.includes(slot)),
  );
  return held?.id ?? null;
}

function SessionCard({
  session,
  dragging,
  placedDrop,
  waitlistDrop,
  children,
}: {
  session: Session;
  dragging: Dragged | null;
  placedDrop: Record<string, unknown>;
  waitlistDrop: Record<string, unknown>;
  children: { placed: ReactNode; waitlist: ReactNode };
}) {
  const fill = session.capacity > 0 ? (session.placed.length / session.capacity) * 100 : 0;
  const over = session.placed.length > session.capacity;
  return (
    <Card aria-label={session.name} style={{ outline: dragging ? '1px dashed var(--gray-8)' : undefined }}>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          {session.name}
        </Heading>
        <Text size="1" color="gray">
          {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
        </Text>
        <Flex justify="between" align="center">
          <Text size="2" color={over ? 'red' : undefined}>
            {session.placed.length}/{session.capacity}
          </Text>
        </Flex>
        <Progress
          value={Math.min(100, fill)}
          color={over ? 'red' : fill < 75 ? 'amber' : 'lime'}
          aria-hidden
        />
        <Box {...placedDrop} data-testid={`placed-${session.id}`} style={{ minHeight: 32 }}>
          <Flex direction="column" gap="1">
            {children.placed}
          </Flex>
        </Box>
        <Text size="1" weight="bold" color="gray">
          Waitlist ({session.waitlist.length})
        </Text>
        <Box {...waitlistDrop} data-testid={`waitlist-${session.id}`} style={{ minHeight: 24 }}>
          <Flex direction="column" gap="1">
            {children.waitlist}
          </Flex>
        </Box>
      </Flex>
    </Card>
  );
}

function PersonChip({
  name,
  position,
  onWaitlist,
  editable,
  onDragStart,
  onDragEnd,
  menu,
}: {
  name: string;
  position: number | null | undefined;
  onWaitlist: boolean;
  editable: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  menu: ReactNode;
}) {
  return (
    <Flex
      align="center"
      gap="2"
      draggable={editable}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      style={{ cursor: editable ? 'grab' : undefined }}
      data-person={name}
    >
      <Badge color={choiceColor(position)} variant={onWaitlist ? 'outline' : 'solid'} title="Their choice">
        {position ?? '×'}
      </Badge>
      <Text size="2" style={{ flex: 1 }}>
        {name}
      </Text>
      {editable && menu}
    </Flex>
  );
}

/** The keyboard way to move someone: a menu of the sessions they ranked in this slot. */
function MoveMenu({
  person,
  from,
  sessions,
  onMove,
}: {
  person: Participant;
  from: string | null;
  sessions: Session[];
  onMove: (target: Target) => void;
}) {
  const position = new Map(person.preferences.map((p) => [p.sessionId, p.position]));
  const ranked = sessions.filter((s) => position.has(s.id));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <button type="button" aria-label={`Move ${person.name}`} className="allocation-move-button">
          ⋯
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Move {person.name}</DropdownMenu.Label>
        {ranked
          .filter((s) => !person.placements.includes(s.id))
          .map((s) => (
            <DropdownMenu.Item
              key={`to-${s.id}`}
              onSelect={() => onMove({ toSessionId: s.id, waitlist: false })}
            >
              Into {s.name} (choice {position.get(s.id)})
            </DropdownMenu.Item>
          ))}
        {from && person.placements.includes(from) && (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item onSelect={() => onMove({ toSessionId: from, waitlist: true })}>
              To the waitlist
            </DropdownMenu.Item>
            <DropdownMenu.Item color="red" onSelect={() => onMove({ toSessionId: null, waitlist: false })}>
              Unassign
            </DropdownMenu.Item>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
