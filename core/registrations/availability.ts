import { canChooseWorkshops, canLeaveWorkshops, canRankWorkshops, type FestivalPhase } from './phase';
import { clashingSessions, isWithinLeaveCutoff, sessionSlots, type TimedSession } from './rules';

/**
 * What a session offers right now, decided once (on the server) and shown by every screen: the
 * registration page, the calendar and the programme read these flags instead of re-deriving them.
 */

export interface SessionState {
  startsAt: Date;
  capacity: number | null;
  /** Places taken, staff over-capacity places included. */
  taken: number;
  /** People on its waitlist. */
  waiting: number;
}

export interface ViewerState {
  /** The viewer holds a place in this session. */
  placed: boolean;
  /** The viewer is on its waitlist. */
  waitlisted: boolean;
  /** The viewer has a registration that may choose workshops (code of conduct accepted). */
  ready: boolean;
}

export interface Availability {
  /** Every place is taken. */
  full: boolean;
  /** Places left (0 when full or over capacity); null when the session has no limit. */
  placesLeft: number | null;
  /** The viewer may take a place now. */
  canJoin: boolean;
  /** The viewer may join its waitlist now. */
  canJoinWaitlist: boolean;
  /** The viewer may give up their place now. */
  canLeave: boolean;
}

/**
 * Capacity, in one expression: whether `adding` more places fit (no capacity means no limit). The
 * SQL that takes a place without a lock (placesFreeSql) and the database's trigger say the same.
 */
export function hasRoomFor(session: Pick<SessionState, 'capacity' | 'taken'>, adding = 1): boolean {
  return session.capacity === null || session.taken + adding <= session.capacity;
}

/** Full means every place taken: the only definition, used by the server and every screen. */
export function isFull(session: Pick<SessionState, 'capacity' | 'taken'>): boolean {
  return !hasRoomFor(session, 1);
}

export function placesLeft(session: Pick<SessionState, 'capacity' | 'taken'>): number | null {
  return session.capacity === null ? null : Math.max(0, session.capacity - session.taken);
}

/**
 * Whether people waiting come before a newcomer for a free place. From 48 hours before the start
 * nobody is moved in from a waitlist (they could not plan for it), so from then on a free place is
 * first come, first served for everyone.
 */
export function queueComesFirst(session: Pick<SessionState, 'startsAt' | 'waiting'>, now: Date): boolean {
  return session.waiting > 0 && !isWithinLeaveCutoff(session, now);
}

export function sessionAvailability(
  phase: FestivalPhase,
  session: SessionState,
  viewer: ViewerState,
  now: Date,
): Availability {
  const full = isFull(session);
  const started = session.startsAt <= now;
  const open = canChooseWorkshops(phase) && viewer.ready && !started && !viewer.placed;
  return {
    full,
    placesLeft: placesLeft(session),
    // A free place beside a queue is one nobody waiting could take (decision 009): joining serves
    // the queue first and then takes it, so it is joined, not queued for.
    canJoin: open && !full,
    // A waitlist is for a full session, and only while people can still be moved in from it.
    canJoinWaitlist: open && !viewer.waitlisted && !isWithinLeaveCutoff(session, now) && full,
    canLeave: canLeaveWorkshops(phase) && viewer.placed && !isWithinLeaveCutoff(session, now),
  };
}

export interface SessionTiming {
  /** Less than 48 hours to go: places can no longer be given up, nor waitlists moved. */
  tooLateToLeave: boolean;
  /** The viewer teaches at the same time, so cannot rank or take it. */
  clashesWithTeaching: boolean;
}

/** How a session's time sits for the viewer: the 48-hour cutoff and their own teaching. */
export function sessionTiming(
  session: TimedSession,
  teaching: readonly TimedSession[],
  now: Date,
): SessionTiming {
  return {
    tooLateToLeave: isWithinLeaveCutoff(session, now),
    clashesWithTeaching: clashingSessions(session, teaching).length > 0,
  };
}

/** Registration-level: may the person rank workshops, or take places, in this phase. */
export function registrationAbilities(phase: FestivalPhase, ready: boolean) {
  return { canRank: canRankWorkshops(phase) && ready, canJoin: canChooseWorkshops(phase) && ready };
}

export interface HeldPlace extends TimedSession {
  workshop: string;
}

/**
 * The promotion rule (decision 009): moving someone from a waitlist into `target` must never make
 * them worse off by their own ranking. It is refused when
 * - a place they would give up covers a slot the target does not (a full day for a half day), or
 * - they ranked a place they would give up above the target.
 * Returns the reason (for their history and email), or null when the move is an improvement.
 */
export function promotionRefusal(
  target: TimedSession & { workshop: string },
  givingUp: readonly HeldPlace[],
  rankOf: ReadonlyMap<number, number>,
): string | null {
  const targetSlots = new Set(sessionSlots(target));
  for (const place of givingUp) {
    if (sessionSlots(place).some((slot) => !targetSlots.has(slot))) {
      return `Taking it would mean giving up ${place.workshop}, which also covers another part of the day.`;
    }
    const placeRank = rankOf.get(Number(place.id));
    const targetRank = rankOf.get(Number(target.id));
    if (placeRank !== undefined && targetRank !== undefined && placeRank < targetRank) {
      return `Taking it would mean giving up ${place.workshop}, which you ranked higher.`;
    }
  }
  return null;
}
