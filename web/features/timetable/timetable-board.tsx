import { useMutation } from '@apollo/client/react';
import { Box, Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type ClashSession, clashesOf } from '#core/activities/timetable-clashes';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { ErrorCallout } from '#web/components/error-callout';
import type { AdminTimetableQuery } from '#web/graphql/graphql';
import { venueLabel } from './timetable-days';
import {
  type ArrowKey,
  assignLanes,
  canMoveSession,
  columnAt,
  describeClash,
  dropTarget,
  gridRange,
  instantAt,
  minutesIntoDay,
  stepTarget,
} from './timetable-grid';
import { MoveSessionMutation } from './timetable-queries';

export type TimetableSessionData = NonNullable<AdminTimetableQuery['festival']>['timetable'][number];
export type TimetableVenue = AdminTimetableQuery['venues'][number];

const PIXELS_PER_MINUTE = 1.2;
const COLUMN_WIDTH = 176;
const GUTTER_WIDTH = 64;
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
/** Pointer travel before a press becomes a drag, so a click stays a click. */
const DRAG_THRESHOLD = 4;

interface Column {
  venueId: string | null;
  label: string;
}

/** Where a session is being moved to, as the grid sees it. */
interface Target {
  sessionId: string;
  startMinute: number;
  column: number;
  by: 'pointer' | 'keyboard';
}

interface Placement {
  startsAt: string;
  endsAt: string;
  venueId: string | null;
}

const durationOf = (session: { startsAt: string; endsAt: string }) =>
  Math.round((new Date(session.endsAt).getTime() - new Date(session.startsAt).getTime()) / 60_000);

const asClashSession = (session: TimetableSessionData, placement?: Placement): ClashSession => ({
  id: session.id,
  startsAt: placement?.startsAt ?? session.startsAt,
  endsAt: placement?.endsAt ?? session.endsAt,
  venueId: placement ? placement.venueId : (session.venue?.id ?? null),
  presenterIds: session.presenters.map((person) => person.id),
  cancelled: session.cancelled,
});

const timeLabel = (minutes: number) => {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'AM' : 'PM'}`;
};

/**
 * One festival day as a grid: a column per venue, sessions as blocks placed by their festival
 * time. Staff who manage a session's kind drag it (pointer) or carry it (Enter, arrows, Enter) to
 * another time or venue; the preview shows clashes in words before "Move session" saves it.
 */
export function TimetableBoard({
  date,
  sessions,
  allSessions,
  venues,
}: {
  date: string;
  sessions: TimetableSessionData[];
  allSessions: TimetableSessionData[];
  venues: TimetableVenue[];
}) {
  const columns = useMemo<Column[]>(() => {
    const list: Column[] = [...venues]
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
      .map((venue) => ({ venueId: venue.id, label: venueLabel(venue) }));
    if (sessions.some((session) => !session.venue)) list.push({ venueId: null, label: venueLabel(null) });
    return list;
  }, [venues, sessions]);
  const range = useMemo(() => gridRange(date, sessions), [date, sessions]);
  const [target, setTarget] = useState<Target | null>(null);
  const [pending, setPending] = useState<Target | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [lastMove, setLastMove] = useState<{
    session: TimetableSessionData;
    from: Placement;
    to: Placement;
  } | null>(null);
  const columnsRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{
    pointerId: number;
    session: TimetableSessionData;
    x: number;
    y: number;
    moved: boolean;
  } | null>(null);
  // The result updates the session in Apollo's cache at once (same id), so the grid shows the move
  // without waiting; the refetch brings clashes and counts others changed meanwhile.
  const [move, moving] = useMutation(MoveSessionMutation, { refetchQueries: ['AdminTimetable'] });

  const byId = useMemo(() => new Map(allSessions.map((session) => [session.id, session])), [allSessions]);
  const clashSessions = useMemo(() => allSessions.map((session) => asClashSession(session)), [allSessions]);
  const names = useMemo(() => {
    const people = new Map(allSessions.flatMap((session) => session.presenters.map((p) => [p.id, p.name])));
    const venueNames = new Map(venues.map((venue) => [venue.id, venueLabel(venue)]));
    return {
      session: (id: string) => {
        const other = byId.get(id);
        return other
          ? `${other.activity.name} (${formatTimeRange(new Date(other.startsAt), new Date(other.endsAt))})`
          : 'another session';
      },
      venue: (id: string) => venueNames.get(id) ?? 'the venue',
      person: (id: string) => people.get(id) ?? 'a presenter',
    };
  }, [allSessions, venues, byId]);

  const columnOf = (session: TimetableSessionData) =>
    Math.max(
      0,
      columns.findIndex((column) => column.venueId === (session.venue?.id ?? null)),
    );

  function placementOf(at: Target): Placement {
    const session = byId.get(at.sessionId) as TimetableSessionData;
    const startsAt = instantAt(date, at.startMinute);
    return {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + durationOf(session) * 60_000).toISOString(),
      venueId: columns[at.column]?.venueId ?? null,
    };
  }

  function describePlacement(placement: Placement) {
    const venue = columns.find((column) => column.venueId === placement.venueId)?.label ?? venueLabel(null);
    return `${formatDayHeader(placement.startsAt)}, ${formatTimeRange(new Date(placement.startsAt), new Date(placement.endsAt))} at ${venue}`;
  }

  const preview = pending ?? target;
  const previewSession = preview ? byId.get(preview.sessionId) : undefined;
  const previewPlacement = preview ? placementOf(preview) : null;
  const previewClashes =
    previewSession && previewPlacement
      ? clashesOf(asClashSession(previewSession, previewPlacement), clashSessions)
      : [];
  const clashText = previewClashes.map((clash) => describeClash(clash, preview?.sessionId ?? '', names));
  const venueClash = previewClashes.some((clash) => clash.kind === 'venue');
  const clashingIds = new Set(previewClashes.flatMap((clash) => clash.sessionIds));

  function cancel(message = 'Move cancelled.') {
    setTarget(null);
    setPending(null);
    drag.current = null;
    setAnnouncement(message);
  }

  function propose(at: Target) {
    setTarget(null);
    setPending(at);
    const session = byId.get(at.sessionId);
    if (!session) return;
    const words = [`${session.activity.name} to ${describePlacement(placementOf(at))}.`];
    const clashes = clashesOf(asClashSession(session, placementOf(at)), clashSessions);
    if (clashes.length > 0) words.push(`${clashes.length === 1 ? '1 clash' : `${clashes.length} clashes`}.`);
    words.push('Confirm with Move session, or cancel.');
    setAnnouncement(words.join(' '));
  }

  async function save(session: TimetableSessionData, to: Placement, from: Placement, undoing = false) {
    setFailure(null);
    const { data, error } = await move({
      variables: { id: session.id, startsAt: to.startsAt, venueId: to.venueId },
    });
    const result = data?.moveSession;
    if (result?.__typename === 'Session') {
      setPending(null);
      setLastMove(undoing ? null : { session, from, to });
      setAnnouncement(
        `${undoing ? 'Move undone' : 'Moved'}: ${session.activity.name}, ${describePlacement(to)}.`,
      );
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-session-id="${session.id}"]`)?.focus(),
      );
      return;
    }
    const message = result?.message ?? error?.message ?? 'Could not move the session';
    setFailure(message);
    setAnnouncement(message);
  }

  function onKeyDown(event: KeyboardEvent, session: TimetableSessionData) {
    if (!canMoveSession(session)) return;
    const carrying = target?.by === 'keyboard' && target.sessionId === session.id;
    if (!carrying) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        if (pending) return;
        setLastMove(null);
        setTarget({
          sessionId: session.id,
          startMinute: minutesIntoDay(date, session.startsAt),
          column: columnOf(session),
          by: 'keyboard',
        });
        setAnnouncement(
          `Picked up ${session.activity.name}. Arrow keys move it by 15 minutes or one venue; Enter drops it; Escape cancels.`,
        );
      }
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter') {
      // Not Space: focus moves to "Move session" and Space's keyup would press it at once.
      event.preventDefault();
      propose(target);
    } else if (event.key === ' ') {
      event.preventDefault();
    } else if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key)) {
      event.preventDefault();
      const next = {
        ...target,
        ...stepTarget(target, event.key as ArrowKey, {
          durationMinutes: durationOf(session),
          columns: columns.length,
          range,
        }),
      };
      setTarget(next);
      const placement = placementOf(next);
      const clashes = clashesOf(asClashSession(session, placement), clashSessions).map((clash) =>
        describeClash(clash, session.id, names),
      );
      setAnnouncement([describePlacement(placement), ...clashes].join('. '));
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>, session: TimetableSessionData) {
    if (event.button !== 0 || pending || target?.by === 'keyboard' || !canMoveSession(session)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, session, x: event.clientX, y: event.clientY, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.abs(dx) + Math.abs(dy) < DRAG_THRESHOLD) return;
    if (!current.moved) setLastMove(null);
    current.moved = true;
    const left = columnsRef.current?.getBoundingClientRect().left ?? 0;
    const landing = dropTarget(
      {
        startMinute: minutesIntoDay(date, current.session.startsAt),
        durationMinutes: durationOf(current.session),
        column: columnOf(current.session),
      },
      {
        dy,
        pixelsPerMinute: PIXELS_PER_MINUTE,
        column: columnAt(event.clientX - left, COLUMN_WIDTH, columns.length),
        range,
      },
    );
    setTarget({ sessionId: current.session.id, ...landing, by: 'pointer' });
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.moved && target?.by === 'pointer') propose(target);
  }

  useEffect(() => {
    if (!pending) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  });

  const height = (range.end - range.start) * PIXELS_PER_MINUTE;
  const hours: number[] = [];
  for (let minute = range.start; minute <= range.end; minute += 60) hours.push(minute);
  const pendingSession = pending ? byId.get(pending.sessionId) : undefined;

  return (
    <Flex direction="column" gap="3">
      {sessions.some((session) => !session.cancelled && !canMoveSession(session)) && (
        <Text as="p" size="2" color="gray">
          Sessions of kinds you do not manage are shown for planning but cannot be moved.
        </Text>
      )}
      <p id="timetable-instructions" hidden>
        Press Enter or Space to pick the session up, arrow keys to move it by 15 minutes or one venue, Enter
        to drop it, Escape to cancel.
      </p>
      <div aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN} data-testid="timetable-announcer">
        {announcement}
      </div>
      {failure && <ErrorCallout>{failure}</ErrorCallout>}
      {lastMove && !pending && (
        <Callout.Root color="green" role="status">
          <Flex align="center" gap="3" wrap="wrap">
            <Callout.Text>
              Moved {lastMove.session.activity.name} to {describePlacement(lastMove.to)}.
            </Callout.Text>
            <Button
              size="1"
              variant="soft"
              loading={moving.loading}
              onClick={() => save(lastMove.session, lastMove.from, lastMove.to, true)}
            >
              Undo
            </Button>
          </Flex>
        </Callout.Root>
      )}
      {pending && pendingSession && previewPlacement && (
        <PendingMove
          title={`Move ${pendingSession.activity.name}?`}
          from={describePlacement({
            startsAt: pendingSession.startsAt,
            endsAt: pendingSession.endsAt,
            venueId: pendingSession.venue?.id ?? null,
          })}
          to={describePlacement(previewPlacement)}
          clashes={clashText}
          venueClash={venueClash}
          saving={moving.loading}
          onConfirm={() =>
            save(pendingSession, previewPlacement, {
              startsAt: pendingSession.startsAt,
              endsAt: pendingSession.endsAt,
              venueId: pendingSession.venue?.id ?? null,
            })
          }
          onCancel={() => cancel()}
        />
      )}
      <Box
        style={{ overflowX: 'auto', border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}
        role="group"
        aria-label={`Timetable grid for ${formatDayHeader(date)}`}
      >
        <div style={{ display: 'flex', minWidth: GUTTER_WIDTH + COLUMN_WIDTH * columns.length }}>
          <div style={{ width: GUTTER_WIDTH, flex: 'none' }} aria-hidden="true">
            <div style={{ height: 40 }} />
            <div style={{ position: 'relative', height }}>
              {hours.map((minute) => (
                <Text
                  key={minute}
                  size="1"
                  color="gray"
                  style={{
                    position: 'absolute',
                    top: (minute - range.start) * PIXELS_PER_MINUTE - 8,
                    right: 8,
                  }}
                >
                  {timeLabel(minute)}
                </Text>
              ))}
            </div>
          </div>
          <div ref={columnsRef} style={{ display: 'flex' }}>
            {columns.map((column, index) => {
              const inColumn = sessions.filter((session) => (session.venue?.id ?? null) === column.venueId);
              const { lanes, count } = assignLanes(inColumn);
              const ghost = preview && preview.column === index ? previewSession : undefined;
              return (
                <div key={column.venueId ?? 'none'} style={{ width: COLUMN_WIDTH, flex: 'none' }}>
                  <Flex
                    align="center"
                    px="2"
                    style={{
                      height: 40,
                      borderBottom: '1px solid var(--gray-a5)',
                      borderLeft: '1px solid var(--gray-a4)',
                    }}
                  >
                    <Text size="1" weight="bold" truncate title={column.label}>
                      {column.label}
                    </Text>
                  </Flex>
                  <div
                    style={{
                      position: 'relative',
                      height,
                      borderLeft: '1px solid var(--gray-a4)',
                      backgroundImage: `repeating-linear-gradient(to bottom, var(--gray-a3) 0 1px, transparent 1px ${60 * PIXELS_PER_MINUTE}px)`,
                    }}
                  >
                    {inColumn.map((session) => {
                      const lane = lanes.get(session.id) ?? 0;
                      return (
                        <SessionBlock
                          key={session.id}
                          session={session}
                          top={(minutesIntoDay(date, session.startsAt) - range.start) * PIXELS_PER_MINUTE}
                          height={durationOf(session) * PIXELS_PER_MINUTE}
                          left={`${(lane / count) * 100}%`}
                          width={`${100 / count}%`}
                          lifted={preview?.sessionId === session.id}
                          clashing={clashingIds.has(session.id) && preview?.sessionId !== session.id}
                          onKeyDown={(event) => onKeyDown(event, session)}
                          onPointerDown={(event) => onPointerDown(event, session)}
                          onPointerMove={onPointerMove}
                          onPointerUp={onPointerUp}
                          onPointerCancel={() => cancel('')}
                        />
                      );
                    })}
                    {ghost && preview && previewPlacement && (
                      <div
                        data-testid="move-preview"
                        style={{
                          position: 'absolute',
                          top: (preview.startMinute - range.start) * PIXELS_PER_MINUTE,
                          height: durationOf(ghost) * PIXELS_PER_MINUTE,
                          left: 2,
                          right: 2,
                          zIndex: 2,
                          padding: 4,
                          pointerEvents: 'none',
                          borderRadius: 'var(--radius-2)',
                          border: `2px dashed ${previewClashes.length > 0 ? 'var(--red-9)' : 'var(--accent-9)'}`,
                          background: previewClashes.length > 0 ? 'var(--red-a3)' : 'var(--accent-a3)',
                          overflow: 'hidden',
                        }}
                      >
                        <Text as="div" size="1" weight="bold">
                          {formatTimeRange(
                            new Date(previewPlacement.startsAt),
                            new Date(previewPlacement.endsAt),
                          )}
                        </Text>
                        {previewClashes.length > 0 && (
                          <Text as="div" size="1" color="red" weight="bold">
                            {venueClash ? 'Venue clash' : 'Presenter clash'}
                          </Text>
                        )}
                      </div>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </Box>
    </Flex>
  );
}

function SessionBlock({
  session,
  top,
  height,
  left,
  width,
  lifted,
  clashing,
  ...handlers
}: {
  session: TimetableSessionData;
  top: number;
  height: number;
  left: string;
  width: string;
  lifted: boolean;
  clashing: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}) {
  const time = formatTimeRange(new Date(session.startsAt), new Date(session.endsAt));
  const movable = canMoveSession(session);
  const style = {
    position: 'absolute' as const,
    top,
    height: Math.max(height, 18),
    left,
    width,
    padding: '2px 6px',
    textAlign: 'left' as const,
    overflow: 'hidden',
    borderRadius: 'var(--radius-2)',
    border: `1px solid ${clashing ? 'var(--red-9)' : 'var(--accent-a7)'}`,
    outlineOffset: 1,
    background: session.cancelled ? 'var(--gray-a3)' : 'var(--accent-a4)',
    color: 'var(--gray-12)',
    opacity: lifted ? 0.45 : 1,
    cursor: movable ? 'grab' : 'default',
    touchAction: movable ? ('none' as const) : undefined,
    font: 'inherit',
  };
  const content = (
    <>
      <Text
        as="div"
        size="1"
        weight="bold"
        truncate
        style={session.cancelled ? { textDecoration: 'line-through' } : {}}
      >
        {session.activity.name}
      </Text>
      <Text as="div" size="1">
        {time}
      </Text>
      {session.cancelled && (
        <Text as="div" size="1" color="gray">
          Cancelled
        </Text>
      )}
      {clashing && (
        <Text as="div" size="1" color="red" weight="bold">
          Clash
        </Text>
      )}
    </>
  );
  if (!movable) {
    return (
      <div style={style} data-session-id={session.id}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      style={style}
      data-session-id={session.id}
      aria-label={`${session.activity.name}, ${time}, ${venueLabel(session.venue)}`}
      aria-describedby="timetable-instructions"
      aria-pressed={lifted}
      {...handlers}
    >
      {content}
    </button>
  );
}

function PendingMove({
  title,
  from,
  to,
  clashes,
  venueClash,
  saving,
  onConfirm,
  onCancel,
}: {
  title: string;
  from: string;
  to: string;
  clashes: string[];
  venueClash: boolean;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (venueClash ? cancelRef : confirmRef).current?.focus();
  }, [venueClash]);
  return (
    <Card asChild>
      <section aria-labelledby="pending-move-title">
        <Flex direction="column" gap="2">
          <Text as="p" weight="bold" id="pending-move-title">
            {title}
          </Text>
          <Text as="p" size="2">
            From {from}
            <br />
            To {to}
          </Text>
          {clashes.length > 0 && (
            <Callout.Root color={venueClash ? 'red' : 'amber'}>
              <Text as="div" size="2">
                <div>
                  <ul aria-label="Clashes" style={{ margin: 0, paddingLeft: '1.2em' }}>
                    {clashes.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                  {venueClash && (
                    <p style={{ margin: '0.5em 0 0' }}>
                      Choose another time or venue: a room holds one session at a time.
                    </p>
                  )}
                </div>
              </Text>
            </Callout.Root>
          )}
          <Flex gap="2">
            <Button ref={confirmRef} onClick={onConfirm} loading={saving} disabled={venueClash}>
              Move session
            </Button>
            <Button ref={cancelRef} variant="soft" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
