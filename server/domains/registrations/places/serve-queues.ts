import type { FestivalPhase } from '#core/registrations/phase';
import { decidePlacing } from '#core/registrations/places';
import { isWithinLeaveCutoff, sessionsClash } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import type { FestivalRow } from '#server/domains/festival/index';
import {
  findPlacedSessions,
  findQueuedSessions,
  findTeachingSessions,
  type RegistrationRow,
  recordEvent,
  type WorkshopSession,
} from '../registration-reads';
import { hasRoomNow } from './capacity';
import { lockRegistration, lockSession } from './lock';
import { PlaceNotices } from './notify';
import { closeHeadGap, takeFromHead } from './positions';
import { firstInLine, placesHeldSince, ranksOf } from './read';
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
}

const PROMOTION_DEPTH_LIMIT = 25;

/**
 * Fills free places in a session from its waitlist, first in line first. Someone who cannot take
 * the place (they now teach then, hold the same workshop or a clashing one too late to leave, or
 * would be worse off by their own ranking) is taken off the list, told why, and the next person is
 * offered it. Nobody is moved in less than 48 hours before the start, when they could not plan for
 * it. Each promotion may free a place elsewhere, filled the same way; a chain only ever moves
 * people up their own rankings, and is cut off at PROMOTION_DEPTH_LIMIT sessions deep.
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
  for (;;) {
    if (!(await hasRoomNow(tx, session))) break;
    const entry = await firstInLine(tx, session.id);
    if (!entry) {
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
    await takeFromHead(tx, entry);
    gap.after = entry.position;
    gap.gap += 1;
    const registration = await lockRegistration(tx, entry.registrationId);
    const chosenOver = entry.joinedThemselves ? await placesHeldSince(tx, entry) : new Set<number>();
    const refusal = await promote(tx, cascade, {
      registration,
      session,
      chosenOver,
      beforeWriting: closeGap,
    });
    if (refusal) {
      await recordEvent(tx, {
        registrationId: registration.id,
        kind: 'waitlist-skipped',
        data: { sessionId: session.id, workshop: session.workshop, reason: refusal },
        actorUserId: null,
        now: cascade.now,
      });
      skipped.push({ registration, reason: refusal });
    }
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
 * Moves one person (locked, off the queue already) into a (locked) session with room: decide,
 * write, tell, then serve what they gave up. Returns why not, or null when they moved in.
 */
async function promote(
  tx: Database,
  cascade: Cascade,
  {
    registration,
    session,
    chosenOver,
    beforeWriting,
  }: {
    registration: RegistrationRow;
    session: WorkshopSession;
    chosenOver: ReadonlySet<number>;
    /** Runs once they can take the place, before anything is written. */
    beforeWriting: () => Promise<void>;
  },
): Promise<string | null> {
  const { now } = cascade;
  const held = await findPlacedSessions(tx, registration.id);
  const teaching = await findTeachingSessions(tx, {
    festivalId: cascade.festival.id,
    userId: registration.userId,
  });
  const queued = await findQueuedSessions(tx, registration.id);
  const ranks = await ranksOf(tx, registration.id);
  const decided = decidePlacing({ session, held, teaching, queued, ranks, now, promotion: { chosenOver } });
  if ('refusal' in decided) return refusalError(decided.refusal).message;
  await beforeWriting();
  const { plan } = decided;
  const clashing = plan.clashing;
  await insertPlace(tx, {
    ...placeEvent('promoted', { registration, session, clashing, actorUserId: null, now }),
    sessionId: session.id,
  });
  await giveUp(tx, { registration, session, plan, actorUserId: null, now });
  cascade.notices.add(registration, { kind: 'promoted', session, removedFrom: clashing });
  for (const other of plan.leftWaitlists) {
    cascade.notices.add(registration, {
      kind: 'waitlist-left',
      session: other,
      reason: `You now have a place in ${session.workshop} at the same time.`,
    });
  }
  await afterGivingUp(tx, { ...cascade, depth: cascade.depth + 1 }, registration.id, clashing);
  return null;
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
  for (const sessionId of [...sessionIds].sort((a, b) => a - b))
    await promoteFromWaitlist(tx, cascade, sessionId);
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
