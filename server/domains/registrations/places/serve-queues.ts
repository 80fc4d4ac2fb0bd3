import { and, inArray, sql } from 'drizzle-orm';
import type { FestivalPhase } from '#core/registrations/phase';
import { decidePlacing, type PlacingPlan } from '#core/registrations/places';
import { isWithinLeaveCutoff, sessionsClash } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import { sessions, waitlistEntries } from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import {
  findQueuedSessions,
  type RegistrationRow,
  recordEvents,
  type WorkshopSession,
} from '../registration-reads';
import { hasRoomNow, hasRoomSql, takenSql } from './capacity';
import { lockSession } from './lock';
import { PlaceNotices } from './notify';
import { closeHeadGap, takeFromHead } from './positions';
import { firstInLine, type QueueOffer, readQueueOffers } from './read';
import { giveUp, insertPlace, placeEvent, refusalError } from './write';

/**
 * Step 5: serve the queues a change opened, by one rule (decision 009). Every path that frees a
 * place or a queue ends here: a leave, a staff removal or move, a swap, a cancellation, a capacity
 * raised, a walk-in's swap, the lottery's publish.
 */

/** What a cascade of promotions needs, and nothing about whoever started it (defect 1). */
export interface Cascade {
  festival: FestivalRow;
  phase: FestivalPhase;
  now: Date;
  depth: number;
  notices: PlaceNotices;
  /** Sessions in which a promotion gave up a place during this cascade (serveQueues reads it). */
  freed?: Set<number>;
}

const PROMOTION_DEPTH_LIMIT = 25;
/** The most people offered a place in one round (see promoteFromWaitlist). */
const OFFER_ROUND_LIMIT = 256;

/**
 * Fills free places in a session from its waitlist, first in line first. Someone who cannot take
 * the place (they now teach then, hold the same workshop or a clashing one too late to leave, or
 * would be worse off by their own ranking) is taken off the list, told why, and the next person is
 * offered it. Nobody is moved in less than 48 hours before the start, when they could not plan for
 * it. Each promotion may free a place elsewhere, filled the same way; a chain only ever moves
 * people up their own rankings, and is cut off at PROMOTION_DEPTH_LIMIT sessions deep.
 *
 * Offers go out in rounds: the head of the queue is locked and read at once and each person is
 * decided in turn, up to the first who can take the place. A refusal writes nothing anyone after
 * them reads, so a round's refusals are written together; whoever moves in may change what others
 * hold, so the next round reads again. Rounds start at one person (a leave usually promotes the
 * first in line, and locks nobody else) and double while everyone in them is refused (issue 32:
 * at publish, runs of a hundred people who hold a full day covering the half day offered).
 */
export async function promoteFromWaitlist(tx: Database, cascade: Cascade, sessionId: number): Promise<void> {
  if (cascade.depth > PROMOTION_DEPTH_LIMIT) return;
  // Nobody waiting: no lock needed. (Someone queueing meanwhile saw the session full, and a
  // joiner who later finds free places behind a queue promotes it first; see join.ts.)
  if (!(await firstInLine(tx, sessionId))) return;
  const session = await lockSession(tx, cascade.festival.id, sessionId);
  if (isWithinLeaveCutoff(session, cascade.now)) return;
  const skipped: Array<{ registration: RegistrationRow; reason: string }> = [];
  // Those offered the place leave the head of the queue; the positions behind them are closed up
  // once per run of refusals, before anything is written (1..n again whenever anyone looks).
  const gap = { after: 0, gap: 0 };
  const closeGap = async () => {
    await closeHeadGap(tx, session.id, gap);
    gap.gap = 0;
  };
  let round = 1;
  for (;;) {
    if (!(await hasRoomNow(tx, session))) break;
    const offers = await readQueueOffers(tx, {
      festivalId: cascade.festival.id,
      sessionId: session.id,
      limit: round,
    });
    if (offers.length === 0) {
      await closeGap();
      // Places are still free: those who could not take one may still switch themselves.
      for (const { registration, reason } of skipped) {
        cascade.notices.add(registration, {
          kind: 'waitlist-left',
          session,
          reason: `${session.workshop} has free places, but we could not move you in: ${reason} To switch anyway, add ${session.workshop} on the Register page.`,
        });
      }
      return;
    }
    const refused: Array<{ offer: QueueOffer; reason: string }> = [];
    let taker: { offer: QueueOffer; plan: PlacingPlan<WorkshopSession> } | null = null;
    for (const offer of offers) {
      const decided = decidePlacing({
        session,
        held: offer.held,
        teaching: offer.teaching,
        queued: offer.queued,
        ranks: offer.ranks,
        now: cascade.now,
        promotion: { chosenOver: offer.chosenOver },
      });
      if ('plan' in decided) {
        taker = { offer, plan: decided.plan };
        break;
      }
      refused.push({ offer, reason: refusalError(decided.refusal).message });
    }
    const taken = taker ? [...refused.map((r) => r.offer), taker.offer] : refused.map((r) => r.offer);
    await takeFromHead(tx, {
      sessionId: session.id,
      registrationIds: taken.map((offer) => offer.entry.registrationId),
    });
    gap.after = (taken.at(-1) as QueueOffer).entry.position;
    gap.gap += taken.length;
    await recordEvents(
      tx,
      refused.map(({ offer, reason }) => ({
        registrationId: offer.registration.id,
        kind: 'waitlist-skipped',
        data: { sessionId: session.id, workshop: session.workshop, reason },
        actorUserId: null,
        now: cascade.now,
      })),
    );
    for (const { offer, reason } of refused) skipped.push({ registration: offer.registration, reason });
    if (!taker) {
      round = Math.min(round * 2, OFFER_ROUND_LIMIT);
      continue;
    }
    await closeGap();
    await moveIn(tx, cascade, { registration: taker.offer.registration, session, plan: taker.plan });
    round = 1;
  }
  await closeGap();
  for (const { registration, reason } of skipped) {
    cascade.notices.add(registration, {
      kind: 'waitlist-left',
      session,
      reason: `A place came up, but you could not take it: ${reason} Join the waitlist again if you still want it.`,
    });
  }
}

/**
 * Moves one person (locked, off the queue already) into a (locked) session with room, as decided:
 * write, tell, then serve what they gave up.
 */
async function moveIn(
  tx: Database,
  cascade: Cascade,
  {
    registration,
    session,
    plan,
  }: { registration: RegistrationRow; session: WorkshopSession; plan: PlacingPlan<WorkshopSession> },
): Promise<void> {
  const { now } = cascade;
  const clashing = plan.clashing;
  await insertPlace(tx, {
    ...placeEvent('promoted', { registration, session, clashing, actorUserId: null, now }),
    sessionId: session.id,
  });
  await giveUp(tx, { registration, session, plan, actorUserId: null, now });
  for (const given of clashing) cascade.freed?.add(given.id);
  cascade.notices.add(registration, { kind: 'promoted', session, removedFrom: clashing });
  for (const other of plan.leftWaitlists) {
    cascade.notices.add(registration, {
      kind: 'waitlist-left',
      session: other,
      reason: `You now have a place in ${session.workshop} at the same time.`,
    });
  }
  await afterGivingUp(tx, { ...cascade, depth: cascade.depth + 1 }, registration.id, clashing);
}

/**
 * After someone gave up places: each one's queue moves up, and so do the queues they wait in that
 * those places blocked. Only the cascade's own context goes on: whoever started it describes
 * themselves, not the people waiting for what they gave up.
 */
export async function afterGivingUp(
  tx: Database,
  cascade: Cascade,
  registrationId: number,
  given: readonly WorkshopSession[],
): Promise<void> {
  for (const other of given) await promoteFromWaitlist(tx, cascade, other.id);
  await serveOwnQueues(tx, cascade, registrationId, given);
}

/**
 * After someone gives up places, the queues they wait in that those places blocked (same time, or
 * the same workshop on another day) may now be open to them: a full day left, and the half day it
 * covered has a free place they ranked higher. Everyone ahead of them could not take the free
 * place (else it would not be free), so it reaches them unless a rule still stops them.
 */
export async function serveOwnQueues(
  tx: Database,
  cascade: Cascade,
  registrationId: number,
  given: readonly WorkshopSession[],
): Promise<void> {
  if (given.length === 0) return;
  for (const session of await findQueuedSessions(tx, registrationId)) {
    const blockedBy = (other: WorkshopSession) =>
      other.id !== session.id && (sessionsClash(other, session) || other.activityId === session.activityId);
    if (given.some(blockedBy)) await promoteFromWaitlist(tx, cascade, session.id);
  }
}

/**
 * Serves every queue beside a free place among these sessions, by the same rule as a leave: after
 * a change that wrote places and queues wholesale (the lottery's publish) or made room (a capacity
 * raised), nobody who could take a free place is left waiting beside it.
 */
export async function serveQueues(
  tx: Database,
  cascade: Cascade,
  sessionIds: readonly number[],
): Promise<void> {
  const ordered = [...sessionIds].sort((a, b) => a - b);
  // Serving never adds anyone to a queue, and a full session gains room only when a promotion
  // gives up a place in it. So a session is visited only if, when its turn comes, it had people
  // waiting beside free places at the start or had a place given up since: the rest would be
  // locked, counted and left as they are (three statements each, thousands at a publish).
  const open = await queuesBesideRoom(tx, ordered);
  const freed = cascade.freed ?? new Set<number>();
  const tracked = { ...cascade, freed };
  for (const sessionId of ordered)
    if (open.has(sessionId) || freed.has(sessionId)) await promoteFromWaitlist(tx, tracked, sessionId);
}

/** Of these sessions, those with someone waiting and a free place, in one statement. */
async function queuesBesideRoom(tx: Database, sessionIds: readonly number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        sql`exists (select 1 from ${waitlistEntries} where ${waitlistEntries.sessionId} = ${sessions.id})`,
        hasRoomSql(sessions.capacity, takenSql(sessions.id)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Serves these sessions' waitlists in a cascade of their own and sends the emails it causes. */
export async function serveWaitlists(
  tx: Database,
  { festival, phase, now, sessionIds }: Omit<Cascade, 'depth' | 'notices'> & { sessionIds: number[] },
): Promise<number[]> {
  const notices = new PlaceNotices();
  await serveQueues(tx, { festival, phase, now, depth: 0, notices }, sessionIds);
  await notices.send(tx, { festival, phase });
  return notices.promoted();
}
