import { slotKeys } from '#core/festival/dates';
import { packagePrice, type WorkshopPricing, workshopsDiscount, workshopsValue } from './pricing';

/**
 * Slot and clash rules, as pure functions shared by the server (which enforces them) and the web
 * (which explains them before anyone clicks).
 *
 * A slot is a half day ('YYYY-MM-DD:am' or ':pm'). A full-day session occupies both of its day's
 * slots, so it clashes with anything in either half and counts (and is charged) as two workshops.
 */

export interface TimedSession {
  id: number | string;
  startsAt: Date;
  endsAt: Date;
}

/** A session of a workshop, as the places rules compare them. */
export interface WorkshopTimedSession extends TimedSession {
  id: number;
  activityId: number;
}

/** Hours before a workshop starts after which nobody may leave it (or be moved in from a waitlist). */
export const LEAVE_CUTOFF_HOURS = 48;
const LEAVE_CUTOFF_MS = LEAVE_CUTOFF_HOURS * 60 * 60 * 1000;

export function sessionSlots(session: Pick<TimedSession, 'startsAt' | 'endsAt'>): string[] {
  return slotKeys(session.startsAt, session.endsAt);
}

/** Two sessions clash when they share a slot or overlap in time. A session never clashes with itself. */
export function sessionsClash(a: TimedSession, b: TimedSession): boolean {
  if (String(a.id) === String(b.id)) return false;
  const overlap = a.startsAt < b.endsAt && b.startsAt < a.endsAt;
  if (overlap) return true;
  const slots = new Set(sessionSlots(a));
  return sessionSlots(b).some((slot) => slots.has(slot));
}

/**
 * Once someone has a place in `placed`, the queues they are in that it makes pointless: its own,
 * the same workshop's other sessions, and clashing sessions, except those they ranked above it
 * (`ranks`: session id to rank, 1 first), which they may still hope to move up to.
 */
export function waitlistsMadePointless<T extends WorkshopTimedSession>(
  placed: WorkshopTimedSession,
  queued: readonly T[],
  ranks: ReadonlyMap<number, number>,
): T[] {
  const placedRank = ranks.get(placed.id);
  return queued.filter((entry) => {
    if (entry.id === placed.id || entry.activityId === placed.activityId) return true;
    if (!sessionsClash(entry, placed)) return false;
    const rank = ranks.get(entry.id);
    return placedRank === undefined || rank === undefined || rank >= placedRank;
  });
}

export function clashingSessions<T extends TimedSession>(session: TimedSession, others: readonly T[]): T[] {
  return others.filter((other) => sessionsClash(session, other));
}

/** Less than 48 hours before it starts: too late to leave, or to move someone in from a waitlist. */
export function isWithinLeaveCutoff(session: Pick<TimedSession, 'startsAt'>, now: Date): boolean {
  return session.startsAt.getTime() - now.getTime() < LEAVE_CUTOFF_MS;
}

/** Workshops counted for the price while ranking: the distinct slots with at least one preference. */
export function preferenceWorkshopCount(
  sessions: ReadonlyArray<Pick<TimedSession, 'startsAt' | 'endsAt'>>,
): number {
  return new Set(sessions.flatMap((session) => sessionSlots(session))).size;
}

/** Workshops counted for the price once places are held: slots covered (a full day counts as two). */
export function placementWorkshopCount(
  sessions: ReadonlyArray<Pick<TimedSession, 'startsAt' | 'endsAt'>>,
): number {
  return sessions.reduce((sum, session) => sum + sessionSlots(session).length, 0);
}

export interface Cart {
  workshopsCount: number;
  /** Undiscounted: count × base price (cents). */
  value: number;
  discount: number;
  /** What is owed for workshops: value − discount, or the full value when the discount is donated. */
  total: number;
}

export function cartFor(workshopsCount: number, pricing: WorkshopPricing, donateDiscount = false): Cart {
  const value = workshopsValue(workshopsCount, pricing);
  const discount = workshopsDiscount(workshopsCount, pricing);
  return {
    workshopsCount,
    value,
    discount,
    total: donateDiscount ? value : packagePrice(workshopsCount, pricing),
  };
}

export interface RankedPreference {
  sessionId: string;
  position: number;
}

/**
 * Problems with a set of ranked preferences: each session at most once, and in every slot each
 * rank used by one session only (a full-day session's rank counts in both of its slots).
 * Returns messages (empty when fine).
 */
export function preferenceProblems(
  preferences: readonly RankedPreference[],
  sessions: ReadonlyMap<string, Pick<TimedSession, 'startsAt' | 'endsAt'>>,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const ranks = new Map<string, string>();
  for (const preference of preferences) {
    if (seen.has(preference.sessionId)) {
      problems.push('A workshop can be ranked only once');
      continue;
    }
    seen.add(preference.sessionId);
    const session = sessions.get(preference.sessionId);
    if (!session) {
      problems.push('That workshop is not part of this festival');
      continue;
    }
    for (const slot of sessionSlots(session)) {
      const key = `${slot}#${preference.position}`;
      if (ranks.has(key))
        problems.push(`Two workshops can’t share choice ${preference.position} in one slot`);
      ranks.set(key, preference.sessionId);
    }
  }
  return [...new Set(problems)];
}

/**
 * Adds a session to a ranking (the web's click or key press): it gets the next free rank in the
 * slots it covers, i.e. one more than the highest rank already used in any of them.
 */
export function addRankedSession<T extends Pick<TimedSession, 'startsAt' | 'endsAt'>>(
  preferences: readonly RankedPreference[],
  sessionId: string,
  sessions: ReadonlyMap<string, T>,
): RankedPreference[] {
  const session = sessions.get(sessionId);
  if (!session || preferences.some((p) => p.sessionId === sessionId)) return [...preferences];
  const slots = new Set(sessionSlots(session));
  const highest = preferences.reduce((max, p) => {
    const other = sessions.get(p.sessionId);
    return other && sessionSlots(other).some((slot) => slots.has(slot)) ? Math.max(max, p.position) : max;
  }, 0);
  return [...preferences, { sessionId, position: highest + 1 }];
}

/**
 * Removes a session and closes the gap: every session sharing a slot with it and ranked below it
 * moves up one, so ranks stay 1, 2, 3… in each slot.
 */
export function removeRankedSession<T extends Pick<TimedSession, 'startsAt' | 'endsAt'>>(
  preferences: readonly RankedPreference[],
  sessionId: string,
  sessions: ReadonlyMap<string, T>,
): RankedPreference[] {
  const removed = preferences.find((p) => p.sessionId === sessionId);
  const session = sessions.get(sessionId);
  if (!removed || !session) return preferences.filter((p) => p.sessionId !== sessionId);
  const slots = new Set(sessionSlots(session));
  return preferences
    .filter((p) => p.sessionId !== sessionId)
    .map((p) => {
      const other = sessions.get(p.sessionId);
      const shares = other && sessionSlots(other).some((slot) => slots.has(slot));
      return shares && p.position > removed.position ? { ...p, position: p.position - 1 } : p;
    });
}

function sharesSlot<T extends Pick<TimedSession, 'startsAt' | 'endsAt'>>(a: T, b: T): boolean {
  const slots = new Set(sessionSlots(a));
  return sessionSlots(b).some((slot) => slots.has(slot));
}

/**
 * Moves a ranked session one place up (towards 1st) or down among the sessions sharing its slots,
 * swapping positions with the nearest one in that direction, so it works whatever gaps the
 * positions have. Used by the keyboard and arrow-button controls.
 */
export function moveRankedSession<T extends Pick<TimedSession, 'startsAt' | 'endsAt'>>(
  preferences: readonly RankedPreference[],
  sessionId: string,
  direction: 'up' | 'down',
  sessions: ReadonlyMap<string, T>,
): RankedPreference[] {
  const current = preferences.find((p) => p.sessionId === sessionId);
  const session = sessions.get(sessionId);
  if (!current || !session) return [...preferences];
  const candidates = preferences.filter((p) => {
    const other = sessions.get(p.sessionId);
    if (!other || p.sessionId === sessionId || !sharesSlot(session, other)) return false;
    return direction === 'up' ? p.position < current.position : p.position > current.position;
  });
  if (candidates.length === 0) return [...preferences];
  const neighbour = candidates.reduce((best, p) =>
    direction === 'up' ? (p.position > best.position ? p : best) : p.position < best.position ? p : best,
  );
  return preferences.map((p) => {
    if (p.sessionId === sessionId) return { ...p, position: neighbour.position };
    if (p.sessionId === neighbour.sessionId) return { ...p, position: current.position };
    return p;
  });
}

/**
 * The choice number to show for a ranked session: 1 + how many ranked sessions sharing a slot with
 * it come before it (in the busier of its slots, for a full day). Stored positions may have gaps
 * (a full-day session is numbered above both halves); what people see is 1st, 2nd, 3rd….
 */
export function displayRank<T extends Pick<TimedSession, 'startsAt' | 'endsAt'>>(
  preferences: readonly RankedPreference[],
  sessionId: string,
  sessions: ReadonlyMap<string, T>,
): number | null {
  const current = preferences.find((p) => p.sessionId === sessionId);
  const session = sessions.get(sessionId);
  if (!current || !session) return null;
  let rank = 1;
  for (const slot of sessionSlots(session)) {
    const ahead = preferences.filter((p) => {
      const other = sessions.get(p.sessionId);
      return other && p.position < current.position && sessionSlots(other).includes(slot);
    }).length;
    rank = Math.max(rank, ahead + 1);
  }
  return rank;
}

export const REGISTRATION_STEPS = [
  'yourself',
  'code-of-conduct',
  'workshops',
  'payment',
  'completed',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The first wizard step someone still needs: details, then the code of conduct, then workshops. */
export function firstNeededStep(
  registration: { codeOfConductAcceptedAt: Date | string | null } | null,
): RegistrationStep {
  if (!registration) return 'yourself';
  if (!registration.codeOfConductAcceptedAt) return 'code-of-conduct';
  return 'workshops';
}
