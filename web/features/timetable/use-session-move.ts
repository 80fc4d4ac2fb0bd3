import { useMutation } from '@apollo/client/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type ClashSession, clashesOf } from '#core/activities/timetable-clashes';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { venueLabel } from './timetable-days';
import {
  type ArrowKey,
  canMoveSession,
  columnAt,
  describeClash,
  dropTarget,
  type gridRange,
  instantAt,
  minutesIntoDay,
  stepTarget,
} from './timetable-grid';
import { MoveSessionMutation, type TimetableSessionData, type TimetableVenue } from './timetable-queries';

export const PIXELS_PER_MINUTE = 1.2;
export const COLUMN_WIDTH = 176;
/** Pointer travel before a press becomes a drag, so a click stays a click. */
const DRAG_THRESHOLD = 4;

/** A venue's column on the grid (null: sessions with no venue yet). */
export interface Column {
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

export const durationOf = (session: { startsAt: string; endsAt: string }) =>
  Math.round((new Date(session.endsAt).getTime() - new Date(session.startsAt).getTime()) / 60_000);

const asClashSession = (session: TimetableSessionData, placement?: Placement): ClashSession => ({
  id: session.id,
  startsAt: placement?.startsAt ?? session.startsAt,
  endsAt: placement?.endsAt ?? session.endsAt,
  venueId: placement ? placement.venueId : (session.venue?.id ?? null),
  presenterIds: session.presenters.map((person) => person.id),
  cancelled: session.cancelled,
});

/**
 * Moving a session on the grid: picked up by pointer (drag) or keyboard (Enter, arrows, Enter),
 * previewed with its clashes in words, then saved by "Move session" and undoable once. Every step
 * is announced to screen readers. The board draws; this decides.
 */
export function useSessionMove({
  date,
  columns,
  range,
  allSessions,
  venues,
}: {
  date: string;
  columns: Column[];
  range: ReturnType<typeof gridRange>;
  allSessions: TimetableSessionData[];
  venues: TimetableVenue[];
}) {
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

  return {
    announcement,
    failure,
    lastMove,
    pending,
    pendingSession: pending ? byId.get(pending.sessionId) : undefined,
    preview,
    previewSession,
    previewPlacement,
    previewClashes,
    clashText,
    venueClash,
    clashingIds,
    saving: moving.loading,
    columnsRef,
    describePlacement,
    save,
    cancel,
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp,
  };
}
