import { promotionRefusal } from './availability';
import {
  clashingSessions,
  isWithinLeaveCutoff,
  type TimedSession,
  type WorkshopTimedSession,
  waitlistsMadePointless,
} from './rules';

/**
 * The place engine's decision, as one pure function (decision 009): may this person take a place
 * in this session, and if so what do they give up and which queues do they leave? The server
 * reads what it needs, calls this, and writes what it says; the checks all come before any write,
 * so a refusal leaves nothing half done.
 */

export interface PlacedWorkshop extends WorkshopTimedSession {
  workshop: string;
}

export type PlacingRefusal =
  | { kind: 'same-workshop'; workshop: string }
  | { kind: 'teaching'; workshop: string }
  /** A clashing place they hold starts within 48 hours, so it can no longer be given up. */
  | { kind: 'too-late-to-leave'; workshop: string }
  /** A promotion that would leave them worse off by their own ranking. */
  | { kind: 'worse-off'; reason: string };

export interface PlacingPlan<T extends PlacedWorkshop> {
  /** Places held at the same time, given up once the new place is theirs. */
  clashing: T[];
  /** Queues the new place makes pointless (the session's own included), left with it. */
  drops: T[];
  /** The same, without the session's own queue: the ones they are told they left. */
  leftWaitlists: T[];
}

export interface Placing<T extends PlacedWorkshop> {
  session: T;
  held: readonly T[];
  teaching: readonly TimedSession[];
  queued: readonly T[];
  /** Session id → their rank (1 first); only read for a promotion or pointless queues. */
  ranks: ReadonlyMap<number, number>;
  now: Date;
  /** Staff are not bound by the 48-hour cutoff (they handle late changes). */
  cutoffBinds?: boolean;
  /**
   * Set for a move from the waitlist: the places held when they joined that queue themselves,
   * which it outranks (they chose the queue over them).
   */
  promotion?: { chosenOver: ReadonlySet<number> };
}

export function decidePlacing<T extends PlacedWorkshop>(
  placing: Placing<T>,
): { refusal: PlacingRefusal } | { plan: PlacingPlan<T> } {
  const { session, held, teaching, queued, ranks, now } = placing;
  const same = held.find((other) => other.activityId === session.activityId);
  if (same) return { refusal: { kind: 'same-workshop', workshop: same.workshop } };
  if (clashingSessions(session, teaching).length > 0)
    return { refusal: { kind: 'teaching', workshop: session.workshop } };
  const clashing = clashingSessions(session, held);
  const late = clashing.find((other) => isWithinLeaveCutoff(other, now));
  if (late && placing.cutoffBinds !== false)
    return { refusal: { kind: 'too-late-to-leave', workshop: late.workshop } };
  if (placing.promotion) {
    // Their own queue outranks the ranking of places they held when they joined it; a full day
    // given up for half of it is still refused (that loses the other half).
    const { chosenOver } = placing.promotion;
    const weighed = new Map([...ranks].filter(([sessionId]) => !chosenOver.has(sessionId)));
    const reason = promotionRefusal(session, clashing, weighed);
    if (reason) return { refusal: { kind: 'worse-off', reason } };
  }
  const drops = waitlistsMadePointless(session, queued, ranks);
  return {
    plan: { clashing, drops, leftWaitlists: drops.filter((other) => other.id !== session.id) },
  };
}
