import type { Clash } from '#core/activities/timetable-clashes';
import { addDays, daysBetween, isoDateInZone, zonedInstant, zonedParts } from '#core/festival/dates';

/**
 * The arithmetic of the admin timetable's day × venue grid (issue 14), free of React and the DOM
 * so it is tested on its own: festival-time minutes ↔ instants, snapping, and which column a
 * pointer is over.
 */

export const SNAP_MINUTES = 15;

/**
 * Whether the viewer may drag or pick up a session: only live sessions of kinds they manage
 * (`canEdit`; the server checks the same kind in moveSession). Others are shown read-only.
 */
export function canMoveSession(session: { cancelled: boolean; activity: { canEdit: boolean } }): boolean {
  return session.activity.canEdit && !session.cancelled;
}
const DAY_MINUTES = 24 * 60;
/** The grid shows at least this much of a day, widened to fit what is on it. */
const DEFAULT_RANGE = { start: 8 * 60, end: 23 * 60 } as const;

/**
 * Minutes from midnight at the start of `date` (festival time) to `instant`, by the wall clock:
 * 10:30 on the day is 630, 00:30 the next morning is 1470. Wall-clock minutes keep a session's
 * place on the grid right on a daylight-saving night.
 */
export function minutesIntoDay(date: string, instant: Date | string): number {
  const at = new Date(instant);
  const { hour, minute } = zonedParts(at);
  return daysBetween(date, isoDateInZone(at)) * DAY_MINUTES + hour * 60 + minute;
}

/** The instant the festival clock shows `minutes` after the start of `date` (may be the next day). */
export function instantAt(date: string, minutes: number): Date {
  const days = Math.floor(minutes / DAY_MINUTES);
  const rest = minutes - days * DAY_MINUTES;
  const time = `${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
  return zonedInstant(addDays(date, days), time);
}

/** Rounds to the nearest quarter hour (halves round up). */
export function snapMinutes(minutes: number, step = SNAP_MINUTES): number {
  return Math.round(minutes / step) * step;
}

/** The part of the day the grid shows: 08:00–23:00 at least, in whole hours, widened to fit every session. */
export function gridRange(
  date: string,
  sessions: ReadonlyArray<{ startsAt: string; endsAt: string }>,
): { start: number; end: number } {
  let start: number = DEFAULT_RANGE.start;
  let end: number = DEFAULT_RANGE.end;
  for (const session of sessions) {
    start = Math.min(start, Math.floor(minutesIntoDay(date, session.startsAt) / 60) * 60);
    end = Math.max(end, Math.ceil(minutesIntoDay(date, session.endsAt) / 60) * 60);
  }
  return { start: Math.max(0, start), end: Math.min(2 * DAY_MINUTES, end) };
}

/** The column under a horizontal position, clamped to the grid (`x` from the first column's left edge). */
export function columnAt(x: number, columnWidth: number, columns: number): number {
  if (columns <= 0 || columnWidth <= 0) return 0;
  return Math.min(columns - 1, Math.max(0, Math.floor(x / columnWidth)));
}

export interface DragOrigin {
  /** Where the session starts, in minutes into the day. */
  startMinute: number;
  durationMinutes: number;
  column: number;
}

/**
 * Where a dragged session lands: its start moved by the pointer's vertical travel, snapped to the
 * quarter hour and kept inside the grid's range; its column the one the pointer is over.
 */
export function dropTarget(
  origin: DragOrigin,
  {
    dy,
    pixelsPerMinute,
    column,
    range,
  }: { dy: number; pixelsPerMinute: number; column: number; range: { start: number; end: number } },
): { startMinute: number; column: number } {
  const moved = snapMinutes(origin.startMinute + dy / pixelsPerMinute);
  const latest = Math.max(range.start, range.end - origin.durationMinutes);
  return { startMinute: Math.min(latest, Math.max(range.start, moved)), column };
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** One arrow-key step of a carried session: 15 minutes up or down, one venue left or right, within the grid. */
export function stepTarget(
  target: { startMinute: number; column: number },
  key: ArrowKey,
  {
    durationMinutes,
    columns,
    range,
  }: { durationMinutes: number; columns: number; range: { start: number; end: number } },
): { startMinute: number; column: number } {
  const latest = Math.max(range.start, range.end - durationMinutes);
  switch (key) {
    case 'ArrowUp':
      return { ...target, startMinute: Math.max(range.start, target.startMinute - SNAP_MINUTES) };
    case 'ArrowDown':
      return { ...target, startMinute: Math.min(latest, target.startMinute + SNAP_MINUTES) };
    case 'ArrowLeft':
      return { ...target, column: Math.max(0, target.column - 1) };
    case 'ArrowRight':
      return { ...target, column: Math.min(columns - 1, target.column + 1) };
  }
}

/**
 * Side-by-side lanes for sessions sharing a column at once (old double bookings, or a preview),
 * so none hides another: each gets the first lane free at its start.
 */
export function assignLanes<T extends { id: string; startsAt: string; endsAt: string }>(
  sessions: readonly T[],
): { lanes: Map<string, number>; count: number } {
  const sorted = [...sessions].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id),
  );
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  for (const session of sorted) {
    const start = new Date(session.startsAt).getTime();
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = new Date(session.endsAt).getTime();
    lanes.set(session.id, lane);
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}

/** Words for a clash of the moved session, naming what it clashes with (never colour alone). */
export function describeClash(
  clash: Clash,
  movedId: string,
  names: { session: (id: string) => string; venue: (id: string) => string; person: (id: string) => string },
): string {
  const other = clash.sessionIds[0] === movedId ? clash.sessionIds[1] : clash.sessionIds[0];
  return clash.kind === 'venue'
    ? `Venue clash: ${names.venue(clash.venueId)} already has ${names.session(other)} then`
    : `Presenter clash: ${names.person(clash.presenterId)} is also in ${names.session(other)}`;
}
