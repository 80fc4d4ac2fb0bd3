import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { hasRoomFor } from '#core/registrations/availability';
import { canChooseWorkshops, type FestivalPhase } from '#core/registrations/phase';
import { decidePlacing } from '#core/registrations/places';
import { cartFor, isWithinLeaveCutoff, placementWorkshopCount } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import { isPlacementRefused } from '#server/db/errors';
import { activities, placements, sessions, waitlistEntries } from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import type { QueueEmailInput } from '#server/lib/mail/index';
import { DomainError, NotFoundError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import {
  assertPhase,
  findPlacedSessions,
  findQueuedSessions,
  findTeachingSessions,
  findWorkshopSessions,
  type RegistrationRow,
  type WorkshopSession,
  workshopSessionColumns,
} from '../registration-reads';
import {
  RegistrationClosedError,
  SessionCancelledError,
  SwapNeedsConfirmationError,
  WaitlistFirstError,
  WorkshopFullError,
} from '../registrations.errors';
import { lockRegistration, lockSessions, missingSessionError, withRetry } from './lock';
import { emailPlaceChange, type PlaceChange, PlaceNotices, placeChangeEmail } from './notify';
import { glanceAt, glanceColumns, ranksOf, readyToJoin, sessionsThrough, swapTerms } from './read';
import { afterGivingUp, promoteFromWaitlist } from './serve-queues';
import { giveUp, insertIfFree, placeEvent, refusalError } from './write';

/**
 * A participant takes a place (general phase), first come first served. The steps, in order:
 * a cheap unlocked look; lock their registration; read the session and what they hold; serve the
 * session's queue first if it has room behind someone else; decide (core/registrations/places);
 * take the place (a plain join leaves capacity to the trigger at COMMIT, decision 017; anything
 * else locks the sessions first); give up what clashes; serve the queues that frees; one email.
 */

/** The session a participant's own change is to (who, which festival and when are the scope). */
export interface SessionInput {
  sessionId: number;
  /** A join may give up clashing places only when the participant confirmed it (issue 24). */
  confirmSwap?: boolean;
}

export async function joinSession(
  db: Database,
  scope: ServiceScope<Viewer>,
  input: SessionInput,
): Promise<PlaceChange> {
  for (let attempt = 1; ; attempt += 1) {
    // The last attempt checks capacity under the lock, so it ends in a place or in a refusal
    // that says why, never in the database's error.
    const checkAtCommit = attempt < 3;
    try {
      return await joinOnce(db, scope, input, checkAtCommit);
    } catch (error) {
      // The place looked free but others took the last ones (or staff cancelled the session)
      // before this join committed: look again, which now finds why and says so.
      if (checkAtCommit && isPlacementRefused(error)) continue;
      throw error;
    }
  }
}

interface Joining {
  festival: FestivalRow;
  phase: FestivalPhase;
  now: Date;
  viewer: Viewer;
  sessionId: number;
  confirmSwap: boolean;
  checkAtCommit: boolean;
  addressee: { name: string; email: string };
  teaching: WorkshopSession[];
}

async function joinOnce(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  { sessionId, confirmSwap = false }: SessionInput,
  checkAtCommit: boolean,
): Promise<PlaceChange> {
  const phase = assertPhase(festival, now, canChooseWorkshops);
  // In a rush most attempts find the workshop full and are told so from this one statement. Only
  // "full" is trusted from it; a place that looks free is taken in the transaction.
  const {
    registration: ready,
    glance,
    addressee,
    teaches,
  } = await readyToJoin(db, {
    festival,
    viewer,
    sessionId,
  });
  if (glance && !glance.holds && !hasRoomFor(glance)) {
    if (glance.next === null) throw new WorkshopFullError(glance.workshop);
    if (glance.next !== ready.id) throw new WaitlistFirstError(glance.workshop);
  }
  // Read before any lock: a join does not change what they teach.
  const teaching = teaches
    ? await findTeachingSessions(db, { festivalId: festival.id, userId: viewer.id })
    : [];
  const joining = {
    festival,
    phase,
    now,
    viewer,
    sessionId,
    confirmSwap,
    checkAtCommit,
    addressee,
    teaching,
  };
  const outcome = await withRetry(db, (tx) => joinLocked(tx, joining, ready.id));
  if (outcome.refusal) throw outcome.refusal;
  if (outcome.change) return outcome.change;
  // They held it already.
  const [session] = await findWorkshopSessions(db, { festivalId: festival.id, ids: [sessionId] });
  if (!session) throw new NotFoundError('Workshop session');
  return { registration: ready, session, removedFrom: [], promoted: [] };
}

/** The change, or a refusal to throw once the transaction has committed (keeping a queue served). */
type JoinOutcome = { change: PlaceChange | null; refusal?: DomainError };

async function joinLocked(tx: Database, joining: Joining, registrationId: number): Promise<JoinOutcome> {
  const { festival, phase, now, sessionId } = joining;
  const registration = await lockRegistration(tx, registrationId);
  // One statement: the session wanted (and, as a hint, who is first in its queue), and the
  // sessions the person holds and waits for.
  const [wanted] = await tx
    .select({
      ...glanceColumns(sql`${registration.id}`),
      ...workshopSessionColumns,
      cancelledAt: sessions.cancelledAt,
      held: sessionsThrough(placements, registration.id, sessions.startsAt),
      queued: sessionsThrough(waitlistEntries, registration.id, sessions.id),
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(activities.festivalId, festival.id),
        eq(activities.type, 'Workshop'),
        // A draft's session reads as unknown (decision 020); a cancelled one is named below.
        isNotNull(activities.publishedAt),
      ),
    );
  if (!wanted) throw new NotFoundError('Workshop session');
  const { held, queued, taken, next, holds, cancelledAt, ...session } = wanted;
  if (holds) return { change: null };
  if (cancelledAt) throw new SessionCancelledError(session.workshop);
  if (session.startsAt <= now)
    throw new RegistrationClosedError(phase, `${session.workshop} has already started`);

  // Free places behind someone else's queue (freed while they were joining it): the queue is
  // served first, in this transaction, so it stands whatever happens to the join and everyone it
  // touches gets one email for all of it (decision 009).
  const served = new PlaceNotices();
  const queueFirst = !isWithinLeaveCutoff(session, now);
  if (
    queueFirst &&
    next !== null &&
    next !== registration.id &&
    hasRoomFor({ capacity: session.capacity, taken })
  ) {
    await promoteFromWaitlist(tx, { festival, phase, now, depth: 0, notices: served }, sessionId);
    if ((await findPlacedSessions(tx, registration.id)).some((other) => other.id === sessionId)) {
      // The queue reached them: promoted, and told so in the one email.
      await served.send(tx, { festival, phase });
      return { change: { registration, session, removedFrom: [], promoted: served.promoted() } };
    }
  }
  const notices = new PlaceNotices();
  let taking: Taken;
  try {
    // After serving a queue a refusal must undo the join only (a savepoint), never the serving.
    taking = served.isEmpty()
      ? await take(tx, joining, { registration, session, held, queued, served, queueFirst })
      : await tx.transaction(async (savepoint) => {
          // Serving the queue may have moved them: read what they hold and wait for again.
          const heldNow = await findPlacedSessions(savepoint, registration.id);
          const queuedNow = await findQueuedSessions(savepoint, registration.id);
          const reread = { held: heldNow, queued: queuedNow };
          return take(savepoint, joining, { registration, session, ...reread, served, queueFirst });
        });
  } catch (error) {
    if (!(error instanceof DomainError) || served.isEmpty()) throw error;
    // Refused, but the queue was served: keep that, tell those people, then refuse.
    await served.send(tx, { festival, phase });
    return { change: null, refusal: error };
  }
  const removedFrom = taking.clashing;
  await afterGivingUp(tx, { festival, phase, now, depth: 1, notices }, registration.id, removedFrom);
  notices.absorb(served);
  if (notices.has(registration.id)) {
    // The cascade came back to the joiner (promoted into a place they were waiting for): one
    // email says both what they did and what followed (decision 009).
    const notice = { kind: 'joined' as const, session, removedFrom, leftWaitlists: taking.leftWaitlists };
    notices.add(registration, notice, { first: true });
  } else if (!taking.emailed) await emailPlaceChange(tx, taking.email);
  await notices.send(tx, { festival, phase });
  return { change: { registration, session, removedFrom, promoted: notices.promoted() } };
}

interface Taken {
  clashing: WorkshopSession[];
  leftWaitlists: WorkshopSession[];
  /** The email about their own change, unless the statement that took the place wrote it. */
  email: Parameters<typeof emailPlaceChange>[1];
  emailed: boolean;
}

/** Decide, then take the place and give up what it replaces; refusals throw before any write. */
async function take(
  tx: Database,
  joining: Joining,
  {
    registration,
    session,
    held,
    queued,
    served,
    queueFirst,
  }: {
    registration: RegistrationRow;
    session: WorkshopSession;
    held: WorkshopSession[];
    queued: WorkshopSession[];
    served: PlaceNotices;
    queueFirst: boolean;
  },
): Promise<Taken> {
  const { festival, phase, now, viewer, teaching } = joining;
  // Rankings matter only to which queues stay worth waiting in; a joiner who waits in none
  // (most, in a rush) is spared reading them.
  const ranks = queued.length > 0 ? await ranksOf(tx, registration.id) : new Map<number, number>();
  const decided = decidePlacing({ session, held, teaching, queued, ranks, now });
  if ('refusal' in decided) throw refusalError(decided.refusal);
  const { plan } = decided;
  const { clashing, leftWaitlists } = plan;
  if (clashing.length > 0 && !joining.confirmSwap)
    throw new SwapNeedsConfirmationError(session.workshop, await swapTerms(tx, clashing));

  // The email is written before the session's row is locked, so it is locked as briefly as
  // possible; with nothing given up, no cascade can come back to them, and the statement that
  // takes the place writes it.
  const gone = new Set(clashing.map((other) => other.id));
  const nowHeld = [...held.filter((other) => !gone.has(other.id)), session];
  const cart = cartFor(placementWorkshopCount(nowHeld), festival, registration.donateDiscount);
  const change = { registration, session, removedFrom: clashing };
  const email = {
    festival,
    phase,
    change,
    kind: 'added' as const,
    addressee: joining.addressee,
    cart,
    leftWaitlists,
  };
  const withPlace: QueueEmailInput | null =
    clashing.length === 0 && !served.has(registration.id) ? await placeChangeEmail(tx, email) : null;

  // A plain join leaves capacity to the database, checked when it commits (decision 017): the
  // session row is then locked only for the commit itself. Anything else locks the session wanted
  // and the clashing ones (id order) first, so its refusal comes before anything is given up.
  let capacity = session.capacity;
  if (!(joining.checkAtCommit && clashing.length === 0 && served.isEmpty())) {
    const locked = await lockSessions(tx, festival.id, [session.id, ...clashing.map((other) => other.id)]);
    const wanted = locked.find((other) => other.id === session.id);
    if (!wanted) throw await missingSessionError(tx, session.id);
    capacity = wanted.capacity;
  }
  const event = placeEvent('joined', { registration, session, clashing, actorUserId: viewer.id, now });
  const placed = await insertIfFree(tx, {
    registrationId: registration.id,
    sessionId: session.id,
    capacity,
    queueFirst,
    event,
    email: withPlace,
  });
  if (!placed) {
    const next = (await glanceAt(tx, session.id, registration.id))?.next ?? null;
    if (queueFirst && next !== null && next !== registration.id)
      throw new WaitlistFirstError(session.workshop);
    throw new WorkshopFullError(session.workshop);
  }
  await giveUp(tx, { registration, session, plan, actorUserId: viewer.id, now });
  return { clashing, leftWaitlists, email, emailed: withPlace !== null };
}
