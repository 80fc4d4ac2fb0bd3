import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { canChooseWorkshops, canLeaveWorkshops, type FestivalPhase } from '#core/registrations/phase';
import {
  type Cart,
  cartFor,
  clashingSessions,
  isWithinLeaveCutoff,
  placementWorkshopCount,
  sessionsClash,
} from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import {
  activities,
  placements,
  preferences,
  registrations,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { queueEmail } from '#server/lib/mail/index';
import type { Viewer } from '#server/graphql/context';
import { DomainError, NotFoundError } from '#server/graphql/errors';
import { workshopAddedEmail, workshopRemovedEmail } from './registration-emails';
import {
  AlreadyInWorkshopError,
  PlacesAvailableError,
  RegistrationClosedError,
  RegistrationIncompleteError,
  SlotClashError,
  TeachingClashError,
  TooLateToLeaveError,
  WaitlistFirstError,
  WorkshopFullError,
} from './registrations.errors';
import {
  assertPhase,
  findAddressee,
  findPlacedSessions,
  findRegistration,
  findTeachingSessions,
  getCart,
  type RegistrationRow,
  recordEvent,
  type WorkshopSession,
  workshopSessionColumns,
} from './registrations.service';

/**
 * First come, first served (general phase).
 *
 * Capacity is enforced by locking the session's row (SELECT … FOR UPDATE) inside the transaction
 * that counts its places and inserts the new one, so two people can never both take the last
 * place: the second waits for the first to commit and then sees the place gone. The person's own
 * registration row is locked first, so one person's two tabs cannot book the same slot twice.
 * Promotions from a waitlist lock rows in a different order (session, then the promoted person),
 * so a deadlock between two such chains is possible; PostgreSQL then aborts one transaction and
 * `withRetry` runs it again from the start.
 */

const PROMOTION_DEPTH_LIMIT = 25;

/** Internal signal: a session has free places and a queue; serve the queue, then try again. */
class QueueNeedsServing extends Error {}

export interface PlaceChange {
  registration: RegistrationRow;
  session: WorkshopSession;
  /** Clashing sessions given up to make room. */
  removedFrom: WorkshopSession[];
}

const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  return RETRYABLE.has(String(candidate?.code)) || RETRYABLE.has(String(candidate?.cause?.code));
}

/** Runs a transaction, again from the start if PostgreSQL aborted it for a deadlock or serialisation. */
export async function withRetry<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (attempt >= 5 || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

async function lockRegistration(tx: Database, registrationId: number): Promise<RegistrationRow> {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .for('update');
  if (!row) throw new NotFoundError('Registration');
  return row;
}

/** Locks a workshop session of this festival; the lock is what keeps its capacity true. */
async function lockSession(tx: Database, festivalId: number, sessionId: number): Promise<WorkshopSession> {
  const [row] = await lockSessions(tx, festivalId, [sessionId]);
  if (!row) throw new NotFoundError('Workshop session');
  return row;
}

/**
 * Locks several sessions in ascending id order. Every path that locks more than one session does
 * so in this order, so two joins touching the same sessions queue instead of deadlocking.
 */
async function lockSessions(
  tx: Database,
  festivalId: number,
  ids: readonly number[],
): Promise<WorkshopSession[]> {
  return tx
    .select(workshopSessionColumns)
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        inArray(sessions.id, [...ids]),
        eq(activities.festivalId, festivalId),
        eq(activities.type, 'Workshop'),
      ),
    )
    .orderBy(asc(sessions.id))
    .for('update', { of: sessions });
}

async function placesTaken(tx: Database, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ taken: count() })
    .from(placements)
    .where(eq(placements.sessionId, sessionId));
  return row?.taken ?? 0;
}

/**
 * Inserts the place in one statement if the session (already locked by the caller) has a free
 * place and nobody ahead of this person in its queue. Returns whether it did.
 */
async function insertIfFree(
  tx: Database,
  {
    registrationId,
    sessionId,
    capacity,
    now,
  }: { registrationId: number; sessionId: number; capacity: number | null; now: Date },
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into ${placements} (registration_id, session_id, created_at)
    select ${registrationId}, ${sessionId}, ${now.toISOString()}::timestamptz
    where (${capacity}::int is null
        or (select count(*) from ${placements} where session_id = ${sessionId}) < ${capacity}::int)
      and not exists (
        select 1 from ${waitlistEntries} w
        where w.session_id = ${sessionId} and w.registration_id <> ${registrationId}
          and w.position < coalesce(
            (select position from ${waitlistEntries} where session_id = ${sessionId} and registration_id = ${registrationId}),
            2147483647))
    returning session_id`);
  return ((result as unknown as { rows?: unknown[] }).rows?.length ?? 0) > 0;
}

/** Places taken and who is first in the queue, in one round trip. */
async function queueAndPlaces(
  tx: Database,
  sessionId: number,
): Promise<{ taken: number; next: number | null }> {
  const [row] = await tx
    .select({
      taken:
        sql<number>`(select count(*) from ${placements} where ${placements.sessionId} = ${sessionId})`.mapWith(
          Number,
        ),
      next: sql<
        number | null
      >`(select ${waitlistEntries.registrationId} from ${waitlistEntries} where ${waitlistEntries.sessionId} = ${sessionId} order by ${waitlistEntries.position} limit 1)`,
    })
    .from(sql`(select 1) as one`);
  return {
    taken: row?.taken ?? 0,
    next: row?.next === null || row?.next === undefined ? null : Number(row.next),
  };
}

function isFull(session: WorkshopSession, taken: number): boolean {
  return session.capacity !== null && taken >= session.capacity;
}

async function firstInLine(tx: Database, sessionId: number) {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(asc(waitlistEntries.position))
    .limit(1);
  return entry ?? null;
}

/** A registration that may choose workshops: it exists and has the code of conduct accepted. */
async function requireReadyRegistration(
  db: Database,
  { festival, viewer }: { festival: FestivalRow; viewer: Viewer },
): Promise<RegistrationRow> {
  const registration = await findRegistration(db, { festivalId: festival.id, userId: viewer.id });
  if (!registration?.codeOfConductAcceptedAt) throw new RegistrationIncompleteError();
  return registration;
}

interface Placing {
  festival: FestivalRow;
  phase: FestivalPhase;
  registration: RegistrationRow;
  session: WorkshopSession;
  now: Date;
  actorUserId: number | null;
  depth: number;
  /** Moved in from the waitlist rather than by their own click. */
  promoted?: boolean;
}

/**
 * Gives a (locked) registration a place in a (locked) session whose capacity the caller checked:
 * refuses a teaching clash, a second session of the same workshop, or a swap out of a clashing
 * workshop that is too late to leave; otherwise inserts the place and only then gives up the
 * clashing places (promoting from their waitlists) and the waitlists this makes pointless.
 */
async function placeInSession(
  tx: Database,
  placing: Placing & {
    held?: WorkshopSession[];
    teaching?: WorkshopSession[];
    /**
     * Takes the place under the session lock, or throws. Without it the caller holds the lock
     * and has checked capacity (promotion).
     */
    secure?: (clashing: WorkshopSession[]) => Promise<void>;
    /** Runs inside the transaction before the lock is taken (e.g. queueing the email). */
    beforeLock?: (clashing: WorkshopSession[]) => Promise<void>;
  },
): Promise<WorkshopSession[]> {
  const { registration, session, now } = placing;
  const held = placing.held ?? (await findPlacedSessions(tx, registration.id));
  const sameWorkshop = held.find((other) => other.activityId === session.activityId);
  if (sameWorkshop) throw new AlreadyInWorkshopError(sameWorkshop.workshop);
  const teaching =
    placing.teaching ??
    (await findTeachingSessions(tx, {
      festivalId: placing.festival.id,
      userId: registration.userId,
    }));
  if (clashingSessions(session, teaching).length > 0) throw new TeachingClashError(session.workshop);
  const clashing = clashingSessions(session, held);
  const locked = clashing.find((other) => isWithinLeaveCutoff(other, now));
  if (locked) throw new SlotClashError(locked.workshop);

  // Everything that does not depend on the session's places is written before its row is locked,
  // so a popular session is locked for as short a time as possible; a refusal rolls it all back.
  const drops = await pointlessWaitlists(tx, { registrationId: registration.id, session });
  await recordEvent(tx, {
    registrationId: registration.id,
    kind: placing.promoted ? 'promoted' : 'joined',
    data: {
      sessionId: session.id,
      workshop: session.workshop,
      removedFrom: clashing.map((other) => other.id),
    },
    actorUserId: placing.actorUserId,
    now,
  });
  await placing.beforeLock?.(clashing);

  if (placing.secure) await placing.secure(clashing);
  else {
    await tx
      .insert(placements)
      .values({ registrationId: registration.id, sessionId: session.id, createdAt: now });
  }
  if (clashing.length > 0) {
    await tx.delete(placements).where(
      and(
        eq(placements.registrationId, registration.id),
        inArray(
          placements.sessionId,
          clashing.map((other) => other.id),
        ),
      ),
    );
  }
  if (drops.length > 0) {
    await tx
      .delete(waitlistEntries)
      .where(
        and(eq(waitlistEntries.registrationId, registration.id), inArray(waitlistEntries.sessionId, drops)),
      );
  }
  for (const other of clashing) {
    await promoteFromWaitlist(tx, {
      ...placing,
      promoted: false,
      sessionId: other.id,
      depth: placing.depth + 1,
    });
  }
  return clashing;
}

/**
 * Once someone has a place in a session, they leave its waitlist and the waitlists of clashing
 * sessions — except those they ranked above it, which they may still hope to move up to.
 */
async function pointlessWaitlists(
  tx: Database,
  { registrationId, session }: { registrationId: number; session: WorkshopSession },
): Promise<number[]> {
  const entries = await tx
    .select({ sessionId: waitlistEntries.sessionId, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(waitlistEntries)
    .innerJoin(sessions, eq(sessions.id, waitlistEntries.sessionId))
    .where(eq(waitlistEntries.registrationId, registrationId));
  const relevant = entries.filter(
    (entry) => entry.sessionId === session.id || sessionsClash({ ...entry, id: entry.sessionId }, session),
  );
  if (relevant.length === 0) return [];
  const ranks = await tx
    .select({ sessionId: preferences.sessionId, position: preferences.position })
    .from(preferences)
    .where(eq(preferences.registrationId, registrationId));
  const rankOf = new Map(ranks.map((rank) => [rank.sessionId, rank.position]));
  const placedRank = rankOf.get(session.id);
  return relevant
    .filter((entry) => {
      if (entry.sessionId === session.id) return true;
      const rank = rankOf.get(entry.sessionId);
      return placedRank === undefined || rank === undefined || rank >= placedRank;
    })
    .map((entry) => entry.sessionId);
}

/**
 * Fills free places in a session from its waitlist, first in line first. Someone who can no longer
 * take the place (they now teach then, hold the same workshop, or hold a clashing one that is too
 * late to leave) is taken off the list and the next person is offered it. Nobody is moved in less
 * than 48 hours before the start, when they could not plan for it. Each promotion may free a place
 * elsewhere (the promoted person's clashing workshop), which is filled the same way.
 */
async function promoteFromWaitlist(
  tx: Database,
  placing: Omit<Placing, 'registration' | 'session'> & { sessionId: number },
): Promise<void> {
  if (placing.depth > PROMOTION_DEPTH_LIMIT) return;
  // Nobody waiting: no lock needed. (Someone queueing meanwhile saw the session full, and a
  // joiner who later finds free places behind a queue promotes it first; see joinSession.)
  if (!(await firstInLine(tx, placing.sessionId))) return;
  const session = await lockSession(tx, placing.festival.id, placing.sessionId);
  if (isWithinLeaveCutoff(session, placing.now)) return;
  for (;;) {
    if (isFull(session, await placesTaken(tx, session.id))) return;
    const entry = await firstInLine(tx, session.id);
    if (!entry) return;
    await tx
      .delete(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.registrationId, entry.registrationId),
          eq(waitlistEntries.sessionId, session.id),
        ),
      );
    const registration = await lockRegistration(tx, entry.registrationId);
    let removedFrom: WorkshopSession[];
    try {
      removedFrom = await placeInSession(tx, { ...placing, registration, session, promoted: true });
    } catch (error) {
      // The checks run before any write, so refusing this person leaves nothing half done.
      if (!(error instanceof DomainError)) throw error;
      await recordEvent(tx, {
        registrationId: registration.id,
        kind: 'waitlist-skipped',
        data: { sessionId: session.id, workshop: session.workshop, reason: error.message },
        actorUserId: null,
        now: placing.now,
      });
      continue;
    }
    await emailPlaceChange(tx, {
      festival: placing.festival,
      phase: placing.phase,
      change: { registration, session, removedFrom },
      kind: 'promoted',
    });
  }
}

async function emailPlaceChange(
  tx: Database,
  {
    festival,
    phase,
    change,
    kind,
    addressee,
    cart,
  }: {
    festival: FestivalRow;
    phase: FestivalPhase;
    change: PlaceChange;
    kind: 'added' | 'promoted' | 'removed';
    /** Known already (saves queries while a session row is locked). */
    addressee?: { name: string; email: string };
    cart?: Cart;
  },
): Promise<void> {
  const to = addressee ?? (await findAddressee(tx, change.registration.userId));
  const total = cart ?? (await getCart(tx, { registration: change.registration, festival, phase }));
  const common = { name: to.name, year: festival.id, session: change.session, cart: total };
  const email =
    kind === 'removed'
      ? workshopRemovedEmail(common)
      : workshopAddedEmail({ ...common, removedFrom: change.removedFrom, promoted: kind === 'promoted' });
  await queueEmail(tx, { kind: `registration-workshop-${kind}`, to: to.email, ...email });
}

/**
 * Takes a place in a workshop session (general phase). Refused when the session is full or has a
 * waitlist (those people come first), or it would break a rule; clashing places are given up only
 * once the new place is secured, in the same transaction.
 */
export async function joinSession(
  db: Database,
  {
    viewer,
    festival,
    sessionId,
    now,
  }: { viewer: Viewer; festival: FestivalRow; sessionId: number; now: Date },
): Promise<PlaceChange> {
  const phase = assertPhase(festival, now, canChooseWorkshops);
  const ready = await requireReadyRegistration(db, { festival, viewer });
  // Read before any lock is taken: neither changes because of a join, and the less work done
  // while a session row is locked, the more joins per second a popular workshop can take.
  const [teaching, addressee] = await Promise.all([
    findTeachingSessions(db, { festivalId: festival.id, userId: viewer.id }),
    findAddressee(db, viewer.id),
  ]);
  // A cheap unlocked look first: in a rush most attempts find the workshop full, and they can be
  // told so without a transaction. Only "full" is trusted from it; a place that looks free is
  // taken under the lock, where capacity is checked again.
  const [glance] = await db
    .select({ workshop: activities.name, capacity: sessions.capacity })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  if (glance && glance.capacity !== null) {
    const { taken, next } = await queueAndPlaces(db, sessionId);
    if (taken >= glance.capacity && next !== ready.id) {
      const alreadyIn = await db
        .select({ sessionId: placements.sessionId })
        .from(placements)
        .where(and(eq(placements.registrationId, ready.id), eq(placements.sessionId, sessionId)));
      if (alreadyIn.length === 0) {
        throw next === null
          ? new WorkshopFullError(glance.workshop)
          : new WaitlistFirstError(glance.workshop);
      }
    }
  }
  const attempt = () =>
    withRetry(db, async (tx) => {
      const registration = await lockRegistration(tx, ready.id);
      const held = await findPlacedSessions(tx, registration.id);
      if (held.some((other) => other.id === sessionId)) return null;
      const [wanted] = await tx
        .select(workshopSessionColumns)
        .from(sessions)
        .innerJoin(activities, eq(activities.id, sessions.activityId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(activities.festivalId, festival.id),
            eq(activities.type, 'Workshop'),
          ),
        );
      if (!wanted) throw new NotFoundError('Workshop session');
      if (wanted.startsAt <= now)
        throw new RegistrationClosedError(phase, `${wanted.workshop} has already started`);
      const session = wanted;
      const removedFrom = await placeInSession(tx, {
        festival,
        phase,
        registration,
        session,
        now,
        actorUserId: viewer.id,
        depth: 0,
        held,
        teaching,
        beforeLock: async (clashing) => {
          const removedIds = new Set(clashing.map((other) => other.id));
          const nowHeld = [...held.filter((other) => !removedIds.has(other.id)), session];
          const cart = cartFor(placementWorkshopCount(nowHeld), festival, registration.donateDiscount);
          const change = { registration, session, removedFrom: clashing };
          await emailPlaceChange(tx, { festival, phase, change, kind: 'added', addressee, cart });
        },
        secure: async (clashing) => {
          // Lock the session wanted and the clashing ones held, all in id order (see lockSessions),
          // then insert only if a place is free and nobody is ahead in its queue.
          const lockedRows = await lockSessions(tx, festival.id, [
            sessionId,
            ...clashing.map((other) => other.id),
          ]);
          const capacity = lockedRows.find((other) => other.id === sessionId)?.capacity ?? null;
          if (await insertIfFree(tx, { registrationId: registration.id, sessionId, capacity, now })) return;
          const { taken, next } = await queueAndPlaces(tx, sessionId);
          if (next !== null && next !== registration.id) {
            // Free places behind a queue (freed while someone was joining the queue): the queue is
            // served first, in its own transaction so it stands whatever happens to this join.
            if (!isFull({ ...session, capacity }, taken) && !isWithinLeaveCutoff(session, now)) {
              throw new QueueNeedsServing();
            }
            throw new WaitlistFirstError(session.workshop);
          }
          throw new WorkshopFullError(session.workshop);
        },
      });
      return { registration, session, removedFrom };
    });
  let change: PlaceChange | null;
  try {
    change = await attempt();
  } catch (error) {
    if (!(error instanceof QueueNeedsServing)) throw error;
    await withRetry(db, (tx) =>
      promoteFromWaitlist(tx, { festival, phase, sessionId, now, actorUserId: null, depth: 0 }),
    );
    change = await attempt().catch((again: unknown) => {
      if (again instanceof QueueNeedsServing) throw new WaitlistFirstError(`this workshop`);
      throw again;
    });
  }
  if (change) return change;
  const [session] = await db
    .select(workshopSessionColumns)
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  if (!session) throw new NotFoundError('Workshop session');
  return { registration: ready, session, removedFrom: [] };
}

/** Gives up a place (general phase), at least 48 hours before the start; the waitlist moves up. */
export async function leaveSession(
  db: Database,
  {
    viewer,
    festival,
    sessionId,
    now,
  }: { viewer: Viewer; festival: FestivalRow; sessionId: number; now: Date },
): Promise<PlaceChange> {
  const phase = assertPhase(festival, now, canLeaveWorkshops);
  const ready = await requireReadyRegistration(db, { festival, viewer });
  return withRetry(db, async (tx) => {
    const registration = await lockRegistration(tx, ready.id);
    const session = await lockSession(tx, festival.id, sessionId);
    if (isWithinLeaveCutoff(session, now)) throw new TooLateToLeaveError(session.workshop);
    const [removed] = await tx
      .delete(placements)
      .where(and(eq(placements.registrationId, registration.id), eq(placements.sessionId, session.id)))
      .returning();
    if (!removed) throw new NotFoundError('Place');
    await recordEvent(tx, {
      registrationId: registration.id,
      kind: 'left',
      data: { sessionId: session.id, workshop: session.workshop },
      actorUserId: viewer.id,
      now,
    });
    const change = { registration, session, removedFrom: [] };
    await emailPlaceChange(tx, { festival, phase, change, kind: 'removed' });
    await promoteFromWaitlist(tx, {
      festival,
      phase,
      sessionId: session.id,
      now,
      actorUserId: null,
      depth: 0,
    });
    return change;
  });
}

/** Queues for a full workshop (general phase), at the end of its waitlist. */
export async function joinWaitlist(
  db: Database,
  {
    viewer,
    festival,
    sessionId,
    now,
  }: { viewer: Viewer; festival: FestivalRow; sessionId: number; now: Date },
): Promise<PlaceChange> {
  const phase = assertPhase(festival, now, canChooseWorkshops);
  const ready = await requireReadyRegistration(db, { festival, viewer });
  return withRetry(db, async (tx) => {
    const registration = await lockRegistration(tx, ready.id);
    const session = await lockSession(tx, festival.id, sessionId);
    if (session.startsAt <= now)
      throw new RegistrationClosedError(phase, `${session.workshop} has already started`);
    const held = await findPlacedSessions(tx, registration.id);
    const same = held.find((other) => other.activityId === session.activityId);
    if (same) throw new AlreadyInWorkshopError(same.workshop);
    const teaching = await findTeachingSessions(tx, { festivalId: festival.id, userId: registration.userId });
    if (clashingSessions(session, teaching).length > 0) throw new TeachingClashError(session.workshop);
    const next = await firstInLine(tx, session.id);
    if (!next && !isFull(session, await placesTaken(tx, session.id))) {
      throw new PlacesAvailableError(session.workshop);
    }
    // The session row is locked, so nobody else can take the same position meanwhile.
    const [last] = await tx
      .select({ position: max(waitlistEntries.position) })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, session.id));
    const inserted = await tx
      .insert(waitlistEntries)
      .values({
        registrationId: registration.id,
        sessionId: session.id,
        position: (last?.position ?? 0) + 1,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [waitlistEntries.registrationId, waitlistEntries.sessionId] })
      .returning();
    if (inserted.length > 0) {
      await recordEvent(tx, {
        registrationId: registration.id,
        kind: 'waitlist-joined',
        data: { sessionId: session.id, workshop: session.workshop },
        actorUserId: viewer.id,
        now,
      });
    }
    return { registration, session, removedFrom: [] };
  });
}

export async function leaveWaitlist(
  db: Database,
  {
    viewer,
    festival,
    sessionId,
    now,
  }: { viewer: Viewer; festival: FestivalRow; sessionId: number; now: Date },
): Promise<PlaceChange> {
  const phase = assertPhase(festival, now, canLeaveWorkshops);
  const ready = await requireReadyRegistration(db, { festival, viewer });
  return withRetry(db, async (tx) => {
    const registration = await lockRegistration(tx, ready.id);
    const session = await lockSession(tx, festival.id, sessionId);
    const removed = await tx
      .delete(waitlistEntries)
      .where(
        and(eq(waitlistEntries.registrationId, registration.id), eq(waitlistEntries.sessionId, session.id)),
      )
      .returning();
    if (removed.length === 0) throw new NotFoundError('Waitlist place');
    await recordEvent(tx, {
      registrationId: registration.id,
      kind: 'waitlist-left',
      data: { sessionId: session.id, workshop: session.workshop },
      actorUserId: viewer.id,
      now,
    });
    // With the queue shorter, a place kept free for the people waiting may now be fillable.
    await promoteFromWaitlist(tx, {
      festival,
      phase,
      sessionId: session.id,
      now,
      actorUserId: null,
      depth: 0,
    });
    return { registration, session, removedFrom: [] };
  });
}
