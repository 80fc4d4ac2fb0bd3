/**
 * Timetable clashes (issue 14): two sessions overlapping in one venue, or one presenter in two
 * overlapping sessions. Pure, so the admin timetable previews exactly what the server checks.
 *
 * Times are half-open intervals [startsAt, endsAt): a session ending at 13:00 and the next one
 * starting at 13:00 do not clash. Cancelled sessions take no room and no presenter, so they never
 * clash. Ids are strings so the server (numbers) and the web (GraphQL IDs) share one shape.
 */

export interface ClashSession {
  id: string;
  startsAt: Date | string;
  endsAt: Date | string;
  /** Null: no venue yet, which clashes with nothing. */
  venueId: string | null;
  /** Everyone presenting it (activity-wide cast and the session's own). */
  presenterIds: readonly string[];
  cancelled?: boolean;
}

export type Clash =
  | { kind: 'venue'; venueId: string; sessionIds: readonly [string, string] }
  | { kind: 'presenter'; presenterId: string; sessionIds: readonly [string, string] };

interface Interval {
  session: ClashSession;
  start: number;
  end: number;
}

function intervalOf(session: ClashSession): Interval {
  const start = new Date(session.startsAt).getTime();
  const end = new Date(session.endsAt).getTime();
  if (Number.isNaN(start) || Number.isNaN(end))
    throw new RangeError(`Invalid times for session ${session.id}`);
  return { session, start, end };
}

/** Whether two sessions share any instant (touching end and start do not). */
export function sessionsOverlap(
  a: Pick<ClashSession, 'startsAt' | 'endsAt'>,
  b: Pick<ClashSession, 'startsAt' | 'endsAt'>,
): boolean {
  const [aStart, aEnd, bStart, bEnd] = [a.startsAt, a.endsAt, b.startsAt, b.endsAt].map((value) =>
    new Date(value).getTime(),
  ) as [number, number, number, number];
  return aStart < aEnd && bStart < bEnd && aStart < bEnd && bStart < aEnd;
}

function pairClashes(a: ClashSession, b: ClashSession): Clash[] {
  const clashes: Clash[] = [];
  const ids = [a.id, b.id] as const;
  if (a.venueId !== null && a.venueId === b.venueId) {
    clashes.push({ kind: 'venue', venueId: a.venueId, sessionIds: ids });
  }
  const theirs = new Set(b.presenterIds);
  for (const presenterId of new Set(a.presenterIds)) {
    if (theirs.has(presenterId)) clashes.push({ kind: 'presenter', presenterId, sessionIds: ids });
  }
  return clashes;
}

/**
 * Every clash among the sessions, each pair once (in start order). A sweep over the sessions by
 * start time compares each only with those still running, so a festival's few hundred sessions
 * cost little more than the sort.
 */
export function findClashes(sessions: readonly ClashSession[]): Clash[] {
  const intervals = sessions
    .filter((session) => !session.cancelled)
    .map(intervalOf)
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start || a.end - b.end || a.session.id.localeCompare(b.session.id));
  const clashes: Clash[] = [];
  let running: Interval[] = [];
  for (const current of intervals) {
    running = running.filter((other) => other.end > current.start);
    for (const other of running) clashes.push(...pairClashes(other.session, current.session));
    running.push(current);
  }
  return clashes;
}

/** The clashes one session has with the others (itself, by id, is skipped among them). */
export function clashesOf(session: ClashSession, others: readonly ClashSession[]): Clash[] {
  if (session.cancelled) return [];
  return others
    .filter((other) => other.id !== session.id && !other.cancelled && sessionsOverlap(session, other))
    .flatMap((other) => pairClashes(session, other));
}

const clashKey = (clash: Clash) =>
  `${clash.kind}:${clash.kind === 'venue' ? clash.venueId : clash.presenterId}:${[...clash.sessionIds].sort().join(',')}`;

/**
 * The clashes a change makes that were not there before: moving a session that already shared
 * its room with another (old data) reports only what the move adds, so it can still be fixed.
 */
export function newClashes(
  before: ClashSession,
  after: ClashSession,
  others: readonly ClashSession[],
): Clash[] {
  const existing = new Set(clashesOf(before, others).map(clashKey));
  return clashesOf(after, others).filter((clash) => !existing.has(clashKey(clash)));
}

/** The other session in a clash, seen from `sessionId`. */
export function otherSessionId(clash: Clash, sessionId: string): string {
  return clash.sessionIds[0] === sessionId ? clash.sessionIds[1] : clash.sessionIds[0];
}
