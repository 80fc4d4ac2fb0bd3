/**
 * The places model test's reference rules, written from the decision records (009, 017) and the
 * allocation guide (/docs/allocation.md), never imported from the code under test: a bug in a
 * production rule must not change the answer the model expects (issue 24). Only the model test
 * (server/domains/registrations/places.model.api.test.ts) and its checker's own tests use this file.
 */

/** The model's sessions know their slots from how they were laid out: no date arithmetic shared. */
export interface ReferenceSession {
  id: number;
  activityId: number;
  startsAt: Date;
  /** Half days, e.g. '0:am'; a full day holds both of its day's. */
  slots: readonly string[];
  capacity: number;
}

export type ReferencePhase = 'paused' | 'general';

const HOUR = 3600_000;

/** "Within 48 hours nobody is moved in … waitlists close; a place can no longer be given up." */
export const withinLastTwoDays = (session: { startsAt: Date }, now: Date) =>
  session.startsAt.getTime() - now.getTime() < 48 * HOUR;

/** "One place per slot; a full-day session takes both halves." A session never clashes with itself. */
export const clash = (a: ReferenceSession, b: ReferenceSession) =>
  a.id !== b.id && a.slots.some((slot) => b.slots.includes(slot));

/**
 * The model's festivals close earlybird long before the clock starts and are never run past their
 * last day, so they are paused (lottery) until general registration opens, then general.
 */
export function phaseAt(festival: { generalOpensAt: Date | null }, now: Date): ReferencePhase {
  return festival.generalOpensAt && now >= festival.generalOpensAt ? 'general' : 'paused';
}

/** "Participants take and give up places, and wait, in the general phase." */
export const mayChoose = (phase: ReferencePhase) => phase === 'general';

/**
 * A ranking as the wizard builds it (allocation guide): each session added gets one more than the
 * highest rank already used in any slot it covers; a session is ranked once.
 */
export function rankingOf(order: readonly ReferenceSession[]): Map<number, number> {
  const ranks = new Map<number, number>();
  const placed: ReferenceSession[] = [];
  for (const session of order) {
    if (ranks.has(session.id)) continue;
    const sharing = placed.filter((other) => other.slots.some((slot) => session.slots.includes(slot)));
    ranks.set(session.id, Math.max(0, ...sharing.map((other) => ranks.get(other.id) ?? 0)) + 1);
    placed.push(session);
  }
  return ranks;
}

/** What a promotion is judged on: the person, what they hold, and how they joined the queue. */
export interface Waiting {
  teaching: readonly ReferenceSession[];
  held: ReadonlyArray<ReferenceSession & { since: Date }>;
  ranks: ReadonlyMap<number, number>;
  /** They joined this waitlist themselves (decision 009), at this instant. */
  joinedThemselvesAt: Date | null;
}

/**
 * Decision 009, "Who gets a freed place" and "Never worse off by their own ranking": someone
 * waiting may be moved into a free place outside its last 48 hours unless they teach then, hold
 * the same workshop, hold a clashing place within its own last 48 hours, would give up a place
 * covering a slot the new one does not, or would give up a place they ranked above it (unless they
 * held that place when they joined this waitlist themselves: the queue counts as preferred).
 */
export function couldBeMovedIn(session: ReferenceSession, person: Waiting, now: Date): boolean {
  if (withinLastTwoDays(session, now)) return false;
  if (person.teaching.some((taught) => clash(taught, session))) return false;
  if (person.held.some((place) => place.activityId === session.activityId)) return false;
  const givingUp = person.held.filter((place) => clash(place, session));
  if (givingUp.some((place) => withinLastTwoDays(place, now))) return false;
  for (const place of givingUp) {
    if (place.slots.some((slot) => !session.slots.includes(slot))) return false;
    const chosenOver = person.joinedThemselvesAt !== null && place.since <= person.joinedThemselvesAt;
    const placeRank = person.ranks.get(place.id);
    const wantedRank = person.ranks.get(session.id);
    if (!chosenOver && placeRank !== undefined && wantedRank !== undefined && placeRank < wantedRank)
      return false;
  }
  return true;
}

/** "Balances follow places once published": a full day is charged as two workshops. */
export const chargedWorkshops = (held: readonly ReferenceSession[]) =>
  held.reduce((sum, place) => sum + place.slots.length, 0);
