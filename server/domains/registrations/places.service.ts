import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  lt,
  lte,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { displayName } from '#core/people/names';
import { promotionRefusal, isFull as sessionIsFull } from '#core/registrations/availability';
import { canChooseWorkshops, canLeaveWorkshops, type FestivalPhase } from '#core/registrations/phase';
import {
  type Cart,
  cartFor,
  clashingSessions,
  isWithinLeaveCutoff,
  placementWorkshopCount,
  sessionsClash,
  waitlistsMadePointless,
} from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import { isPlacementRefused, isRetryableTransactionError } from '#server/db/errors';
import { preparedStatement } from '#server/db/prepared';
import {
  activities,
  castMembers,
  placements,
  preferences,
  profiles,
  registrationEvents,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import {
  enqueueEmailDelivery,
  insertEmailFor,
  type QueueEmailInput,
  queueEmail,
} from '#server/lib/mail/index';
import { DomainError, NotFoundError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import {
  type PlaceNotice,
  placesChangedEmail,
  workshopAddedEmail,
  workshopRemovedEmail,
} from './registration-emails';
import {
  AlreadyInWorkshopError,
  PlacesAvailableError,
  PromotionRefusedError,
  RegistrationClosedError,
  RegistrationIncompleteError,
  SessionCancelledError,
  SlotClashError,
  type SwapGivingUp,
  SwapNeedsConfirmationError,
  TeachingClashError,
  TooLateToLeaveError,
  WaitlistClosedError,
  WaitlistFirstError,
  WorkshopFullError,
} from './registrations.errors';
import {
  assertPhase,
  findAddressee,
  findPlacedSessions,
  findQueuedSessions,
  findRegistration,
  findTeachingSessions,
  getCart,
  type RegistrationRow,
  recordEvent,
  selectWorkshopSessions,
  type WorkshopSession,
  workshopSessionColumns,
} from './registrations.service';

/**
 * First come, first served (general phase).
 *
 * Capacity is enforced by locking the session's row (SELECT … FOR NO KEY UPDATE) inside the
 * transaction that counts its places and inserts the new one, so two people can never both take the
 * last place: the second waits for the first to commit and then sees the place gone. A plain join
 * leaves that to the database's capacity trigger, which runs at COMMIT (migration 0011, decision
 * 017). The person's own registration row is locked first, so one person's two tabs cannot book the
 * same slot twice.
 * Promotions from a waitlist lock rows in a different order (session, then the promoted person),
 * so a deadlock between two such chains is possible; PostgreSQL then aborts one transaction and
 * `withRetry` runs it again from the start.
 */

/** What a join's transaction ends with: the change, or a refusal to throw once it has committed. */
interface JoinOutcome {
  change: PlaceChange | null;
  refusal?: DomainError;
}

export interface PlaceChange {
  registration: RegistrationRow;
  session: WorkshopSession;
  /** Clashing sessions given up to make room. */
  removedFrom: WorkshopSession[];
  /**
   * Registrations the change moved up from a waitlist, when the operation tracked them (for live
   * staff screens, without reading them back).
   */
  promoted?: readonly number[];
}

/** Runs a transaction, again from the start if PostgreSQL aborted it for a deadlock or serialisation. */
export async function withRetry<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (attempt >= 5 || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

export async function lockRegistration(tx: Database, registrationId: number): Promise<RegistrationRow> {
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
  if (!row) throw await missingSessionError(tx, sessionId);
  return row;
}

/** Why a session could not be locked: cancelled (say so) or not a workshop session at all. */
export async function missingSessionError(tx: Database, sessionId: number): Promise<Error> {
  const [row] = await tx
    .select({ workshop: activities.name, cancelledAt: sessions.cancelledAt })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  return row?.cancelledAt ? new SessionCancelledError(row.workshop) : new NotFoundError('Workshop session');
}

/**
 * Locks several sessions in ascending id order. Every path that locks more than one session does
 * so in this order, so two joins touching the same sessions queue instead of deadlocking.
 * Cancelled sessions are left out: nobody may be placed in or queued for them.
 * The lock is the capacity trigger's (FOR NO KEY UPDATE): it does not wait for joins that hold
 * only the foreign key's KEY SHARE on the session while they go on to COMMIT.
 */
export async function lockSessions(
  tx: Database,
  festivalId: number,
  ids: readonly number[],
): Promise<WorkshopSession[]> {
  return selectWorkshopSessions(tx, { festivalId, ids })
    .orderBy(asc(sessions.id))
    .for('no key update', { of: sessions });
}

export async function placesTaken(tx: Database, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ taken: count() })
    .from(placements)
    .where(eq(placements.sessionId, sessionId));
  return row?.taken ?? 0;
}

/** A history row to write with the place it is about. */
type PlaceEvent = Parameters<typeof recordEvent>[1];

/**
 * Inserts the place, its history row and (when given) the email about it, in one statement, if the
 * session has a free place and nobody ahead of this person in its queue. Returns whether it did.
 * Where the caller locked the session the check is exact; otherwise it is a first look, and the
 * capacity trigger decides at COMMIT.
 */
async function insertIfFree(
  tx: Database,
  {
    registrationId,
    sessionId,
    capacity,
    queueFirst,
    event,
    email,
  }: {
    registrationId: number;
    sessionId: number;
    capacity: number | null;
    /** Outside the last 48 hours people waiting come first (see queueComesFirst). */
    queueFirst: boolean;
    event: PlaceEvent;
    email: QueueEmailInput | null;
  },
): Promise<boolean> {
  const now = event.now.toISOString();
  const result = await tx.execute(sql`
    with placed as (
      insert into ${placements} (registration_id, session_id, created_at)
      select ${registrationId}, ${sessionId}, ${now}::timestamptz
      where (${capacity}::int is null
          or (select count(*) from ${placements} where session_id = ${sessionId}) < ${capacity}::int)
        and (not ${queueFirst}::boolean or not exists (
          select 1 from ${waitlistEntries} w
          where w.session_id = ${sessionId} and w.registration_id <> ${registrationId}
            and w.position < coalesce(
              (select position from ${waitlistEntries} where session_id = ${sessionId} and registration_id = ${registrationId}),
              2147483647)))
      returning registration_id),
    recorded as (
      insert into ${registrationEvents} (registration_id, kind, data, actor_user_id, created_at)
      select registration_id, ${event.kind}, ${JSON.stringify(event.data ?? {})}::jsonb, ${event.actorUserId}::int, ${now}::timestamptz
      from placed),
    mailed as (${email ? insertEmailFor(sql`placed`, email) : sql`select null::int as id where false`})
    select (select count(*) from placed)::int as placed, (select id from mailed) as email_id`);
  const [row] = (result as unknown as { rows: Array<{ placed: number; email_id: number | null }> }).rows;
  if (row?.email_id != null) await enqueueEmailDelivery(tx, [row.email_id]);
  return (row?.placed ?? 0) > 0;
}

/**
 * A session at a glance, in one statement: its workshop and capacity, places taken, who is first
 * in its queue, and whether the registration `holder` holds a place in it.
 */
function glanceColumns(holder: SQLWrapper) {
  return {
    workshop: activities.name,
    capacity: sessions.capacity,
    taken:
      sql<number>`(select count(*) from ${placements} where ${placements.sessionId} = ${sessions.id})`.mapWith(
        Number,
      ),
    next: sql<number | null>`(select ${waitlistEntries.registrationId} from ${waitlistEntries}
      where ${waitlistEntries.sessionId} = ${sessions.id} order by ${waitlistEntries.position} limit 1)`.mapWith(
      Number,
    ),
    holds: sql<boolean>`exists (select 1 from ${placements}
      where ${placements.sessionId} = ${sessions.id} and ${placements.registrationId} = ${holder})`,
  };
}

async function glanceAt(tx: Database, sessionId: number, registrationId: number) {
  const [row] = await tx
    .select(glanceColumns(sql`${registrationId}`))
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

/**
 * A registration's sessions through its places or its queues, as one JSON column of another
 * statement (the same fields as workshopSessionColumns), so a join reads them with the session it
 * wants instead of in two statements more.
 */
function sessionsThrough(
  link: typeof placements | typeof waitlistEntries,
  registrationId: number,
  order: AnyColumn,
) {
  const fields = Object.entries(workshopSessionColumns).flatMap(([name, column]) => [
    sql.raw(`'${name}'`),
    column,
  ]);
  return sql<
    WorkshopSession[]
  >`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${order}), '[]'::json)
    from ${link}
    inner join ${sessions} on ${sessions.id} = ${link.sessionId}
    inner join ${activities} on ${activities.id} = ${sessions.activityId}
    where ${link.registrationId} = ${registrationId})`.mapWith((rows: WorkshopSessionJson[] | string) =>
    (typeof rows === 'string' ? (JSON.parse(rows) as WorkshopSessionJson[]) : rows).map((row) => ({
      ...row,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
    })),
  );
}

type WorkshopSessionJson = Omit<WorkshopSession, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string;
};

/**
 * The joiner's registration and glanceAt's look at the session, in one prepared statement: in a
 * rush most joins are answered from this alone ("full"), so it is the one statement they cost
 * beside credentials and the festival. A join that goes on also needs whom to write to and whether
 * they teach anywhere (most do not, and then their teaching sessions need not be read).
 */
const readyToJoinStatement = preparedStatement((db) =>
  db
    .select({
      registration: registrations,
      ...glanceColumns(registrations.id),
      email: users.email,
      name: profiles.name,
      teaches: sql<boolean>`exists (select 1 from ${castMembers}
        inner join ${profiles} teacher on teacher.id = ${castMembers.profileId}
        where teacher.user_id = ${registrations.userId})`,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .leftJoin(sessions, eq(sessions.id, sql.placeholder('sessionId')))
    .leftJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        eq(registrations.festivalId, sql.placeholder('festivalId')),
        eq(registrations.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('ready_to_join'),
);

async function readyToJoin(
  db: Database,
  { festival, viewer, sessionId }: { festival: FestivalRow; viewer: Viewer; sessionId: number },
) {
  const [row] = await readyToJoinStatement(db).execute({
    sessionId,
    festivalId: festival.id,
    userId: viewer.id,
  });
  if (!row?.registration.codeOfConductAcceptedAt) throw new RegistrationIncompleteError();
  const { registration, workshop, capacity, taken, next, holds, email, name, teaches } = row;
  return {
    registration,
    glance: workshop === null ? null : { workshop, capacity, taken, next, holds },
    addressee: { email, name: displayName(name, email) },
    teaches,
  };
}

function isFull(session: WorkshopSession, taken: number): boolean {
  return sessionIsFull({ capacity: session.capacity, taken });
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

// ---------------------------------------------------------------------------------------------
// Waitlist positions: one source of truth, stored as 1..n with no gaps ("1 is next"). Every
// removal closes its gap and every insertion opens one, so what is stored is what people see.
// Shifts go through negative numbers because the (session, position) uniqueness is checked row
// by row.

async function shiftPositions(
  tx: Database,
  sessionId: number,
  { from, by }: { from: number; by: 1 | -1 },
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ position: sql`-(${waitlistEntries.position} + ${by})` })
    .where(and(eq(waitlistEntries.sessionId, sessionId), gte(waitlistEntries.position, from)));
  await tx
    .update(waitlistEntries)
    .set({ position: sql`-${waitlistEntries.position}` })
    .where(and(eq(waitlistEntries.sessionId, sessionId), lt(waitlistEntries.position, 0)));
}

/** Takes someone off a waitlist and closes the gap. Returns the entry they had, if any. */
export async function removeWaitlistEntry(
  tx: Database,
  { registrationId, sessionId }: { registrationId: number; sessionId: number },
): Promise<typeof waitlistEntries.$inferSelect | null> {
  const [removed] = await tx
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.registrationId, registrationId), eq(waitlistEntries.sessionId, sessionId)))
    .returning();
  if (!removed) return null;
  await shiftPositions(tx, sessionId, { from: removed.position + 1, by: -1 });
  return removed;
}

/**
 * Puts someone on a (locked) session's waitlist at `position` (1 = next; past the end or null =
 * last), moving them if they are on it already. Returns the position they got.
 */
export async function insertWaitlistEntry(
  tx: Database,
  {
    registrationId,
    sessionId,
    position,
    now,
    joinedThemselves,
  }: {
    registrationId: number;
    sessionId: number;
    position: number | null;
    now: Date;
    /** They asked for it themselves (decision 009: it then counts as preferred to what clashes). */
    joinedThemselves?: boolean;
  },
): Promise<number> {
  // Moved within the queue, they keep when and how they joined it.
  const before = await removeWaitlistEntry(tx, { registrationId, sessionId });
  const [row] = await tx
    .select({ waiting: count() })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.sessionId, sessionId));
  const length = row?.waiting ?? 0;
  const at = Math.min(Math.max(position ?? length + 1, 1), length + 1);
  if (at <= length) await shiftPositions(tx, sessionId, { from: at, by: 1 });
  await tx.insert(waitlistEntries).values({
    registrationId,
    sessionId,
    position: at,
    createdAt: before?.createdAt ?? now,
    joinedThemselves: joinedThemselves ?? before?.joinedThemselves ?? false,
  });
  return at;
}

/** One person's place in a queue being written whole (see writeWaitlists). */
export interface QueuedPerson {
  registrationId: number;
  /** When they joined it (kept when a queue is rewritten); now when new. */
  createdAt?: Date;
  joinedThemselves?: boolean;
}

/**
 * Replaces whole waitlists at once (the lottery's publish): each session's queue becomes the list
 * given, in order, at positions 1..n. Batched, so publishing thousands of entries is a few
 * statements.
 */
export async function writeWaitlists(
  tx: Database,
  lists: ReadonlyMap<number, readonly QueuedPerson[]>,
  now: Date,
): Promise<void> {
  const sessionIds = [...lists.keys()];
  if (sessionIds.length === 0) return;
  await tx.delete(waitlistEntries).where(inArray(waitlistEntries.sessionId, sessionIds));
  const rows = [...lists].flatMap(([sessionId, people]) =>
    people.map((person, index) => ({
      sessionId,
      registrationId: person.registrationId,
      position: index + 1,
      createdAt: person.createdAt ?? now,
      joinedThemselves: person.joinedThemselves ?? false,
    })),
  );
  for (let i = 0; i < rows.length; i += 500) await tx.insert(waitlistEntries).values(rows.slice(i, i + 500));
}

// ---------------------------------------------------------------------------------------------
// Emails: one per person per change

/**
 * Collects what happens to each person during one transaction, so someone touched twice by a
 * cascade gets one email that lists both changes; `send` queues them in the same transaction.
 */
export class PlaceNotices {
  private readonly byRegistration = new Map<
    number,
    { registration: RegistrationRow; notices: PlaceNotice[] }
  >();
  /** Everyone promoted so far, kept after their emails are sent. */
  private readonly promotedIds = new Set<number>();

  add(registration: RegistrationRow, notice: PlaceNotice, { first = false } = {}): void {
    if (notice.kind === 'promoted') this.promotedIds.add(registration.id);
    const entry = this.byRegistration.get(registration.id) ?? { registration, notices: [] };
    if (first) entry.notices.unshift(notice);
    else entry.notices.push(notice);
    this.byRegistration.set(registration.id, entry);
  }

  has(registrationId: number): boolean {
    return this.byRegistration.has(registrationId);
  }

  /** Takes one person's notices out (to tell them in another email of the same change). */
  take(registrationId: number): PlaceNotice[] {
    const entry = this.byRegistration.get(registrationId);
    this.byRegistration.delete(registrationId);
    return entry?.notices ?? [];
  }

  isEmpty(): boolean {
    return this.byRegistration.size === 0;
  }

  /** The registrations promoted in this collection (and those it absorbed). */
  promoted(): number[] {
    return [...this.promotedIds];
  }

  /** Takes another collection's notices, after this one's for each person. */
  absorb(other: PlaceNotices): void {
    for (const { registration, notices } of other.byRegistration.values()) {
      for (const notice of notices) this.add(registration, notice);
    }
    for (const id of other.promotedIds) this.promotedIds.add(id);
    other.byRegistration.clear();
  }

  async send(tx: Database, { festival, phase }: { festival: FestivalRow; phase: FestivalPhase }) {
    for (const { registration, notices } of this.byRegistration.values()) {
      const to = await findAddressee(tx, registration.userId);
      const cart = await getCart(tx, { registration, festival, phase });
      const email = placesChangedEmail({ name: to.name, year: festival.id, notices, cart });
      const kind = notices.every((n) => n.kind === 'promoted')
        ? 'registration-workshop-promoted'
        : 'registration-places-changed';
      await queueEmail(tx, { kind, to: to.email, ...email });
    }
    this.byRegistration.clear();
  }
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

/** What a cascade of promotions needs, and nothing about whoever started it (defect 1). */
export interface Cascade {
  festival: FestivalRow;
  phase: FestivalPhase;
  now: Date;
  depth: number;
  notices: PlaceNotices;
}

interface Placing extends Cascade {
  registration: RegistrationRow;
  session: WorkshopSession;
  actorUserId: number | null;
  /** Moved in from the waitlist rather than by their own click. */
  promoted?: boolean;
  /**
   * Places a promotion may give up whatever their ranking: those held when the person joined
   * this waitlist themselves (decision 009: they chose the queue over them). Not a full day for
   * half of it, which would lose the other half.
   */
  chosenOver?: ReadonlySet<number>;
}

/**
 * Gives a (locked) registration a place in a (locked) session whose capacity the caller checked:
 * refuses a teaching clash, a second session of the same workshop, or a swap out of a clashing
 * workshop that is too late to leave; a promotion is also refused when it would leave the person
 * worse off by their own ranking (decision 009). Otherwise inserts the place and only then gives
 * up the clashing places (promoting from their waitlists) and the waitlists this makes pointless.
 */
async function placeInSession(
  tx: Database,
  placing: Placing & {
    held?: WorkshopSession[];
    teaching?: WorkshopSession[];
    queued?: WorkshopSession[];
    /**
     * Takes the place and writes its history row, or throws. Without it the caller holds the
     * session lock and has checked capacity (promotion).
     */
    secure?: (clashing: WorkshopSession[], event: PlaceEvent) => Promise<void>;
    /** Runs inside the transaction before the lock is taken (e.g. queueing the email). */
    beforeLock?: (clashing: WorkshopSession[], leftWaitlists: WorkshopSession[]) => Promise<void>;
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
  const queued = placing.queued ?? (await findQueuedSessions(tx, registration.id));
  // Rankings matter to a promotion's refusal and to which queues stay worth waiting in; a joiner
  // who waits in none (most, in a rush) is spared reading them.
  const ranks =
    placing.promoted || queued.length > 0 ? await ranksOf(tx, registration.id) : new Map<number, number>();
  if (placing.promoted) {
    // Their own queue outranks the ranking of places they held when they joined it; a full day
    // given up for half of it is still refused (that loses the other half).
    const chosenOver = placing.chosenOver ?? new Set<number>();
    const weighedRanks = new Map([...ranks].filter(([sessionId]) => !chosenOver.has(sessionId)));
    const refusal = promotionRefusal(session, clashing, weighedRanks);
    if (refusal) throw new PromotionRefusedError(refusal);
  }

  const drops = waitlistsMadePointless(session, queued, ranks);
  const leftWaitlists = drops.filter((other) => other.id !== session.id);
  // What does not depend on the session's places is written before its row is locked, so a
  // popular session is locked for as short a time as possible; a refusal rolls it all back.
  await placing.beforeLock?.(clashing, leftWaitlists);

  const event: PlaceEvent = {
    registrationId: registration.id,
    kind: placing.promoted ? 'promoted' : 'joined',
    data: {
      sessionId: session.id,
      workshop: session.workshop,
      removedFrom: clashing.map((other) => other.id),
    },
    actorUserId: placing.actorUserId,
    now,
  };
  if (placing.secure) await placing.secure(clashing, event);
  else {
    await tx
      .insert(placements)
      .values({ registrationId: registration.id, sessionId: session.id, createdAt: now });
    await recordEvent(tx, event);
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
  for (const other of drops) {
    await removeWaitlistEntry(tx, { registrationId: registration.id, sessionId: other.id });
    if (other.id === session.id) continue;
    await recordEvent(tx, {
      registrationId: registration.id,
      kind: 'waitlist-left',
      data: {
        sessionId: other.id,
        workshop: other.workshop,
        reason: `You have a place in ${session.workshop} at the same time.`,
      },
      actorUserId: placing.actorUserId,
      now,
    });
  }
  if (placing.promoted) {
    placing.notices.add(registration, { kind: 'promoted', session, removedFrom: clashing });
    for (const other of leftWaitlists) {
      placing.notices.add(registration, {
        kind: 'waitlist-left',
        session: other,
        reason: `You now have a place in ${session.workshop} at the same time.`,
      });
    }
  }
  // Only the cascade's own context goes on: the joiner's held places, teaching sessions and
  // callbacks describe them, not the people waiting for what they gave up.
  const cascade: Cascade = {
    festival: placing.festival,
    phase: placing.phase,
    now,
    depth: placing.depth + 1,
    notices: placing.notices,
  };
  for (const other of clashing) await promoteFromWaitlist(tx, cascade, other.id);
  await serveOwnQueues(tx, cascade, registration.id, clashing);
  return clashing;
}

/**
 * After someone gives up places, the queues they wait in that those places blocked (same time, or
 * the same workshop on another day) may now be open to them: a full day left, and the half day it
 * covered has a free place they ranked higher.
 * Those queues are served: everyone ahead of them could not take the free place (else it would
 * not be free), so it reaches them unless a rule still stops them.
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

export async function ranksOf(tx: Database, registrationId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ sessionId: preferences.sessionId, position: preferences.position })
    .from(preferences)
    .where(eq(preferences.registrationId, registrationId));
  return new Map(rows.map((row) => [row.sessionId, row.position]));
}

/** The queues a place in `session` makes pointless for this registration (see waitlistsMadePointless). */
export async function pointlessWaitlists(
  tx: Database,
  {
    registrationId,
    session,
    ranks,
  }: { registrationId: number; session: WorkshopSession; ranks: ReadonlyMap<number, number> },
): Promise<WorkshopSession[]> {
  return waitlistsMadePointless(session, await findQueuedSessions(tx, registrationId), ranks);
}

const PROMOTION_DEPTH_LIMIT = 25;

/**
 * Fills free places in a session from its waitlist, first in line first (decision 009). Someone
 * who cannot take the place (they now teach then, hold the same workshop or a clashing one that is
 * too late to leave, or would be worse off by their own ranking) is taken off the list, told why,
 * and the next person is offered it. Nobody is moved in less than 48 hours before the start, when
 * they could not plan for it. Each promotion may free a place elsewhere (the promoted person's
 * clashing workshop, which they ranked lower), filled the same way; a chain only ever moves
 * people up their own rankings, and is cut off at PROMOTION_DEPTH_LIMIT sessions deep.
 */
export async function promoteFromWaitlist(tx: Database, cascade: Cascade, sessionId: number): Promise<void> {
  if (cascade.depth > PROMOTION_DEPTH_LIMIT) return;
  // Nobody waiting: no lock needed. (Someone queueing meanwhile saw the session full, and a
  // joiner who later finds free places behind a queue promotes it first; see joinSession.)
  if (!(await firstInLine(tx, sessionId))) return;
  const session = await lockSession(tx, cascade.festival.id, sessionId);
  if (isWithinLeaveCutoff(session, cascade.now)) return;
  const skipped: Array<{ registration: RegistrationRow; reason: string }> = [];
  for (;;) {
    if (isFull(session, await placesTaken(tx, session.id))) break;
    const entry = await firstInLine(tx, session.id);
    if (!entry) {
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
    await removeWaitlistEntry(tx, entry);
    const registration = await lockRegistration(tx, entry.registrationId);
    const chosenOver = entry.joinedThemselves ? await placesHeldSince(tx, entry) : undefined;
    try {
      await placeInSession(tx, {
        ...cascade,
        registration,
        session,
        actorUserId: null,
        promoted: true,
        chosenOver,
      });
    } catch (error) {
      // The checks run before any write, so refusing this person leaves nothing half done.
      if (!(error instanceof DomainError)) throw error;
      await recordEvent(tx, {
        registrationId: registration.id,
        kind: 'waitlist-skipped',
        data: { sessionId: session.id, workshop: session.workshop, reason: error.message },
        actorUserId: null,
        now: cascade.now,
      });
      skipped.push({ registration, reason: error.message });
    }
  }
  for (const { registration, reason } of skipped) {
    cascade.notices.add(registration, {
      kind: 'waitlist-left',
      session,
      reason: `A place came up, but you could not take it: ${reason} Join the waitlist again if you still want it.`,
    });
  }
}

/** The sessions someone held a place in when they joined a waitlist (its entry). */
async function placesHeldSince(
  tx: Database,
  entry: { registrationId: number; createdAt: Date },
): Promise<Set<number>> {
  const rows = await tx
    .select({ sessionId: placements.sessionId })
    .from(placements)
    .where(
      and(eq(placements.registrationId, entry.registrationId), lte(placements.createdAt, entry.createdAt)),
    );
  return new Set(rows.map((row) => row.sessionId));
}

/** Serves a session's waitlist in its own cascade and sends the emails it causes. */
export async function serveWaitlist(
  tx: Database,
  {
    festival,
    phase,
    now,
    sessionId,
  }: { festival: FestivalRow; phase: FestivalPhase; now: Date; sessionId: number },
): Promise<void> {
  const notices = new PlaceNotices();
  await promoteFromWaitlist(tx, { festival, phase, now, depth: 0, notices }, sessionId);
  await notices.send(tx, { festival, phase });
}

/**
 * Serves every queue beside a free place among these sessions, by the same rule as a leave: after
 * a change that wrote places and queues wholesale (the lottery's publish), nobody who could take
 * a free place is left waiting beside it.
 */
export async function serveQueues(
  tx: Database,
  cascade: Cascade,
  sessionIds: readonly number[],
): Promise<void> {
  for (const sessionId of [...sessionIds].sort((a, b) => a - b))
    await promoteFromWaitlist(tx, cascade, sessionId);
}

async function emailPlaceChange(tx: Database, about: PlaceChangeEmail): Promise<void> {
  await queueEmail(tx, await placeChangeEmail(tx, about));
}

interface PlaceChangeEmail {
  festival: FestivalRow;
  phase: FestivalPhase;
  change: PlaceChange;
  kind: 'added' | 'removed';
  /** Known already (saves queries while a session row is locked). */
  addressee?: { name: string; email: string };
  cart?: Cart;
  leftWaitlists?: WorkshopSession[];
}

/** The email that tells someone of their own place change (reads only what it is not given). */
async function placeChangeEmail(
  tx: Database,
  { festival, phase, change, kind, addressee, cart, leftWaitlists }: PlaceChangeEmail,
): Promise<QueueEmailInput> {
  const to = addressee ?? (await findAddressee(tx, change.registration.userId));
  const total = cart ?? (await getCart(tx, { registration: change.registration, festival, phase }));
  const common = { name: to.name, year: festival.id, session: change.session, cart: total };
  const email =
    kind === 'removed'
      ? workshopRemovedEmail(common)
      : workshopAddedEmail({ ...common, removedFrom: change.removedFrom, leftWaitlists, promoted: false });
  return { kind: `registration-workshop-${kind}`, to: to.email, ...email };
}

/** The session a participant's own change is to (who, which festival and when are the scope). */
interface SessionInput {
  sessionId: number;
  /** A join may give up clashing places only when the participant confirmed it (issue 24). */
  confirmSwap?: boolean;
}

/**
 * Takes a place in a workshop session (general phase). Refused when the session is full or has a
 * waitlist (those people come first), or it would break a rule; clashing places are given up only
 * once the new place is secured, in the same transaction.
 */
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
      return await joinOnce(db, scope, input, { checkAtCommit });
    } catch (error) {
      // The place looked free but others took the last ones (or staff cancelled the session)
      // before this join committed: look again, which now finds why and says so.
      if (checkAtCommit && isPlacementRefused(error)) continue;
      throw error;
    }
  }
}

async function joinOnce(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  { sessionId, confirmSwap = false }: SessionInput,
  { checkAtCommit }: { checkAtCommit: boolean },
): Promise<PlaceChange> {
  const phase = assertPhase(festival, now, canChooseWorkshops);
  // A cheap unlocked look first, in the statement that finds their registration: in a rush most
  // attempts find the workshop full, and they are told so without a transaction or any other read.
  // Only "full" is trusted from it; a place that looks free is taken under the lock, where capacity
  // is checked again.
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
  if (glance && glance.capacity !== null && glance.taken >= glance.capacity && !glance.holds) {
    if (glance.next === null) throw new WorkshopFullError(glance.workshop);
    if (glance.next !== ready.id) throw new WaitlistFirstError(glance.workshop);
  }
  // What they teach is read before any lock is taken: a join does not change it, and the less work
  // done while a session row is locked, the more joins per second a popular workshop can take.
  const teaching = teaches
    ? await findTeachingSessions(db, { festivalId: festival.id, userId: viewer.id })
    : [];
  const outcome = await withRetry(db, async (tx): Promise<JoinOutcome> => {
    const registration = await lockRegistration(tx, ready.id);
    // Read after the lock, in one statement: the session wanted (and, unlocked, as a hint, whether
    // its queue has someone first), and the sessions the person holds and waits for.
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
        ),
      );
    if (!wanted) throw new NotFoundError('Workshop session');
    const { held: heldBefore, queued, taken, next, ...session } = wanted;
    let held = heldBefore;
    if (held.some((other) => other.id === sessionId)) return { change: null };
    if (session.cancelledAt) throw new SessionCancelledError(session.workshop);
    if (session.startsAt <= now)
      throw new RegistrationClosedError(phase, `${session.workshop} has already started`);
    const queueFirst = !isWithinLeaveCutoff(session, now);

    // Free places behind someone else's queue (freed while they were joining it): the queue is
    // served first, in this transaction, so it stands whatever happens to the join and everyone it
    // touches gets one email for all of it (decision 009).
    const served = new PlaceNotices();
    if (queueFirst && next !== null && next !== registration.id && !isFull(session, taken)) {
      await promoteFromWaitlist(tx, { festival, phase, now, depth: 0, notices: served }, sessionId);
      held = await findPlacedSessions(tx, registration.id);
      if (held.some((other) => other.id === sessionId)) {
        // The queue reached them: promoted, and told so in the one email.
        await served.send(tx, { festival, phase });
        return { change: { registration, session, removedFrom: [], promoted: served.promoted() } };
      }
    }

    const notices = new PlaceNotices();
    let email: (() => Promise<void>) | null = null;
    let withPlace: QueueEmailInput | null = null;
    let leftOnJoin: WorkshopSession[] = [];
    let removedFrom: WorkshopSession[];
    // A savepoint only when the queue was served above: a refusal then undoes the join, never the
    // serving. Otherwise a refusal rolls the whole transaction back, and two statements are saved.
    const refusable = (work: (inner: Database) => Promise<WorkshopSession[]>) =>
      served.isEmpty() ? work(tx) : tx.transaction(work);
    try {
      removedFrom = await refusable((inner) =>
        placeInSession(inner, {
          festival,
          phase,
          registration,
          session,
          now,
          actorUserId: viewer.id,
          depth: 0,
          notices,
          held,
          teaching,
          // Serving the queue may have moved them between queues; otherwise what was read stands.
          queued: served.isEmpty() ? queued : undefined,
          beforeLock: async (clashing, leftWaitlists) => {
            if (clashing.length > 0 && !confirmSwap) {
              throw new SwapNeedsConfirmationError(session.workshop, await swapTerms(inner, clashing));
            }
            const removedIds = new Set(clashing.map((other) => other.id));
            const nowHeld = [...held.filter((other) => !removedIds.has(other.id)), session];
            const cart = cartFor(placementWorkshopCount(nowHeld), festival, registration.donateDiscount);
            const change = { registration, session, removedFrom: clashing };
            leftOnJoin = leftWaitlists;
            const about = { festival, phase, change, kind: 'added' as const, addressee, cart, leftWaitlists };
            email = () => emailPlaceChange(tx, about);
            // Nothing given up, so no cascade can come back to them: their email is written by
            // the statement that takes the place.
            if (clashing.length === 0 && !served.has(registration.id)) {
              withPlace = await placeChangeEmail(tx, about);
              email = null;
            }
          },
          secure: async (clashing, event) => {
            // A plain join leaves capacity to the database, checked when it commits: the session
            // row is then locked only for the commit itself rather than across this server's
            // round trips, so a popular session's joins do not queue behind each other (migration
            // 0011). The insert still refuses a session it sees full; a place taken meanwhile
            // makes the COMMIT fail and joinSession look again.
            const plain = checkAtCommit && clashing.length === 0 && served.isEmpty();
            let capacity = session.capacity;
            if (!plain) {
              // Lock the session wanted and the clashing ones held, all in id order (see
              // lockSessions), then insert only if a place is free and nobody is ahead in its
              // queue. Here a refusal must come before the clashing places are given up (and,
              // after serving a queue, roll back to its savepoint only).
              const lockedRows = await lockSessions(inner, festival.id, [
                sessionId,
                ...clashing.map((other) => other.id),
              ]);
              const locked = lockedRows.find((other) => other.id === sessionId);
              // Cancelled since it was read (lockSessions leaves cancelled sessions out).
              if (!locked) throw await missingSessionError(inner, sessionId);
              capacity = locked.capacity;
            }
            if (
              await insertIfFree(inner, {
                registrationId: registration.id,
                sessionId,
                capacity,
                queueFirst,
                event,
                email: withPlace,
              })
            )
              return;
            const next = (await glanceAt(inner, sessionId, registration.id))?.next ?? null;
            if (queueFirst && next !== null && next !== registration.id) {
              throw new WaitlistFirstError(session.workshop);
            }
            throw new WorkshopFullError(session.workshop);
          },
        }),
      );
    } catch (error) {
      if (!(error instanceof DomainError) || served.isEmpty()) throw error;
      // Refused, but the queue was served: keep that, tell those people, then refuse.
      await served.send(tx, { festival, phase });
      return { change: null, refusal: error };
    }
    notices.absorb(served);
    if (notices.has(registration.id)) {
      // The cascade came back to the joiner (promoted into a place they were waiting for): one
      // email says both what they did and what followed (decision 009).
      notices.add(
        registration,
        { kind: 'joined', session, removedFrom, leftWaitlists: leftOnJoin },
        { first: true },
      );
    } else await (email as (() => Promise<void>) | null)?.();
    await notices.send(tx, { festival, phase });
    return { change: { registration, session, removedFrom, promoted: notices.promoted() } };
  });
  if (outcome.refusal) throw outcome.refusal;
  const change = outcome.change;
  if (change) return change;
  const [session] = await db
    .select(workshopSessionColumns)
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  if (!session) throw new NotFoundError('Workshop session');
  return { registration: ready, session, removedFrom: [], promoted: [] };
}

/** What a swap gives up: a place can be had back only if nobody is waiting for it. */
async function swapTerms(tx: Database, clashing: readonly WorkshopSession[]): Promise<SwapGivingUp[]> {
  const waited = await tx
    .selectDistinct({ sessionId: waitlistEntries.sessionId })
    .from(waitlistEntries)
    .where(
      inArray(
        waitlistEntries.sessionId,
        clashing.map((other) => other.id),
      ),
    );
  const queued = new Set(waited.map((row) => row.sessionId));
  return clashing.map((other) => ({
    session: { id: other.id, workshop: other.workshop },
    canHaveBack: !queued.has(other.id),
  }));
}

/**
 * Whether someone may queue for a session at all, whoever puts them there: not while they hold a
 * session of the same workshop, nor for one that clashes with their teaching.
 */
export async function assertMayWaitFor(
  tx: Database,
  festival: FestivalRow,
  registration: RegistrationRow,
  session: WorkshopSession,
): Promise<void> {
  const held = await findPlacedSessions(tx, registration.id);
  const same = held.find((other) => other.activityId === session.activityId);
  if (same) throw new AlreadyInWorkshopError(same.workshop);
  const teaching = await findTeachingSessions(tx, { festivalId: festival.id, userId: registration.userId });
  if (clashingSessions(session, teaching).length > 0) throw new TeachingClashError(session.workshop);
}

type ParticipantWork = (
  tx: Database,
  scope: ServiceScope<Viewer>,
  locked: { registration: RegistrationRow; session: WorkshopSession; phase: FestivalPhase },
) => Promise<PlaceChange>;

/**
 * A participant's own change to one session: the phase must allow it and their registration be
 * ready; then, in a transaction retried on deadlock, their registration and then the session are
 * locked and `work` runs.
 */
function participantAction(allowed: (phase: FestivalPhase) => boolean, work: ParticipantWork) {
  return async (
    db: Database,
    scope: ServiceScope<Viewer>,
    { sessionId }: SessionInput,
  ): Promise<PlaceChange> => {
    const { viewer, festival, now } = scope;
    const phase = assertPhase(festival, now, allowed);
    const ready = await requireReadyRegistration(db, { festival, viewer });
    return withRetry(db, async (tx) => {
      const registration = await lockRegistration(tx, ready.id);
      const session = await lockSession(tx, festival.id, sessionId);
      return work(tx, scope, { registration, session, phase });
    });
  };
}

/** Gives up a place (general phase), at least 48 hours before the start; the waitlist moves up. */
export const leaveSession = participantAction(canLeaveWorkshops, async (tx, scope, locked) => {
  const { viewer, festival, now } = scope;
  const { registration, session, phase } = locked;
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
  const notices = new PlaceNotices();
  const cascade: Cascade = { festival, phase, now, depth: 0, notices };
  await promoteFromWaitlist(tx, cascade, session.id);
  await serveOwnQueues(tx, cascade, registration.id, [session]);
  if (notices.has(registration.id)) {
    // Promoted by the cascade their leaving started: one email for both (decision 009).
    notices.add(registration, { kind: 'removed', session, reason: 'You gave it up.' }, { first: true });
  } else await emailPlaceChange(tx, { festival, phase, change, kind: 'removed' });
  await notices.send(tx, { festival, phase });
  return { ...change, promoted: notices.promoted() };
});

/** Queues for a full workshop (general phase), at the end of its waitlist. */
export const joinWaitlist = participantAction(canChooseWorkshops, async (tx, scope, locked) => {
  const { viewer, festival, now } = scope;
  const { registration, session, phase } = locked;
  if (session.startsAt <= now)
    throw new RegistrationClosedError(phase, `${session.workshop} has already started`);
  await assertMayWaitFor(tx, festival, registration, session);
  if (isWithinLeaveCutoff(session, now)) throw new WaitlistClosedError(session.workshop);
  // A free place is joined, not queued for, even behind a queue: people left waiting beside a
  // free place are only those who could not take it (decision 009), and a join serves them first.
  if (!isFull(session, await placesTaken(tx, session.id))) {
    throw new PlacesAvailableError(session.workshop);
  }
  const [already] = await tx
    .select({ position: waitlistEntries.position })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.registrationId, registration.id), eq(waitlistEntries.sessionId, session.id)),
    );
  if (!already) {
    // The session row is locked, so nobody else can take the same position meanwhile.
    await insertWaitlistEntry(tx, {
      registrationId: registration.id,
      sessionId: session.id,
      position: null,
      now,
      joinedThemselves: true,
    });
    await recordEvent(tx, {
      registrationId: registration.id,
      kind: 'waitlist-joined',
      data: { sessionId: session.id, workshop: session.workshop },
      actorUserId: viewer.id,
      now,
    });
  }
  return { registration, session, removedFrom: [], promoted: [] };
});

/** Leaves a waitlist; a place it was keeping free may now go to the next person. */
export const leaveWaitlist = participantAction(canLeaveWorkshops, async (tx, scope, locked) => {
  const { viewer, festival, now } = scope;
  const { registration, session, phase } = locked;
  if (!(await removeWaitlistEntry(tx, { registrationId: registration.id, sessionId: session.id })))
    throw new NotFoundError('Waitlist place');
  await recordEvent(tx, {
    registrationId: registration.id,
    kind: 'waitlist-left',
    data: { sessionId: session.id, workshop: session.workshop, reason: 'You left it.' },
    actorUserId: viewer.id,
    now,
  });
  const notices = new PlaceNotices();
  notices.add(registration, { kind: 'waitlist-left', session, reason: 'You took yourself off it.' });
  // With the queue shorter, a place kept free for the people waiting may now be fillable; one
  // email per person for all of it.
  await promoteFromWaitlist(tx, { festival, phase, now, depth: 0, notices }, session.id);
  await notices.send(tx, { festival, phase });
  return { registration, session, removedFrom: [], promoted: notices.promoted() };
});
