import { and, eq } from 'drizzle-orm';
import { isFull } from '#core/registrations/availability';
import type { FestivalPhase } from '#core/registrations/phase';
import { clashingSessions } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import { placements } from '#server/db/schema/index';
import { type FestivalRow, findFestival } from '#server/domains/festival/index';
import type { Viewer, ViewerScope } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/graphql/errors';
import { recordAudit } from '#server/lib/audit';
import {
  assertMayWaitFor,
  insertWaitlistEntry,
  lockRegistration,
  lockSessions,
  missingSessionError,
  type PlaceChange,
  PlaceNotices,
  placesTaken,
  pointlessWaitlists,
  promoteFromWaitlist,
  ranksOf,
  removeWaitlistEntry,
  serveOwnQueues,
  withRetry,
} from './places.service';
import {
  AlreadyInWorkshopError,
  PlaceClashError,
  PlacesAvailableError,
  RegistrationClosedError,
  TeachingClashError,
  WorkshopFullError,
} from './registrations.errors';
import {
  findAddressee,
  findPlacedSessions,
  findTeachingSessions,
  phaseOf,
  type RegistrationRow,
  recordEvent,
  type WorkshopSession,
} from './registrations.service';

/**
 * Staff fix a participant's places by hand after the lottery. Each change is one transaction with
 * a history entry naming who did it, an audit entry, and one email to the participant. The rules
 * are the participants' rules, with two differences staff are told about:
 * - capacity: a full session is refused unless staff give a reason, which is stored on the place
 *   (the database's capacity trigger lets exactly such places through);
 * - the 48-hour cutoff does not bind staff (they handle late changes); nobody else is moved in
 *   from a waitlist within it, as usual.
 * Staff never silently swap a clashing place: an add that clashes is refused; a move says which.
 */

export interface StaffPlaceChange extends PlaceChange {
  overCapacity: boolean;
}

type StaffAction = ViewerScope<Viewer> & { registrationId: number };

const STAFF_PHASES: readonly FestivalPhase[] = ['paused', 'general', 'closed'];

/** Locks the registration and its festival's sessions (ascending id), refusing before the lottery. */
async function begin(
  tx: Database,
  { registrationId, sessionIds, now }: { registrationId: number; sessionIds: number[]; now: Date },
) {
  const registration = await lockRegistration(tx, registrationId);
  const festival = await findFestival(tx, registration.festivalId);
  if (!festival) throw new NotFoundError('Festival');
  const phase = phaseOf(festival, now);
  if (!STAFF_PHASES.includes(phase)) {
    throw new RegistrationClosedError(phase, 'Places can be changed by hand once the lottery has run.');
  }
  const locked = await lockSessions(tx, festival.id, sessionIds);
  const byId = new Map(locked.map((session) => [session.id, session]));
  const sessions: WorkshopSession[] = [];
  for (const id of sessionIds) {
    const session = byId.get(id);
    if (!session) throw await missingSessionError(tx, id);
    sessions.push(session);
  }
  const to = await findAddressee(tx, registration.userId);
  return { registration, festival, phase, sessions, to };
}

/** Runs a staff change in a transaction (retried on deadlock) once `begin` has locked what it names. */
function staffChange<T>(
  db: Database,
  input: StaffAction,
  sessionIds: number[],
  work: (tx: Database, begun: Awaited<ReturnType<typeof begin>>) => Promise<T>,
): Promise<T> {
  return withRetry(db, async (tx) =>
    work(tx, await begin(tx, { registrationId: input.registrationId, sessionIds, now: input.now })),
  );
}

/** A staff change to one session of the registration's festival. */
function staffChangeOne<T>(
  db: Database,
  input: StaffAction & { sessionId: number },
  work: (tx: Database, begun: Awaited<ReturnType<typeof begin>> & { session: WorkshopSession }) => Promise<T>,
): Promise<T> {
  return staffChange(db, input, [input.sessionId], (tx, begun) =>
    work(tx, { ...begun, session: begun.sessions[0] as WorkshopSession }),
  );
}

/** The registration's history entry and the audit entry every staff change writes, naming who. */
async function recordStaffChange(
  tx: Database,
  input: StaffAction,
  { registration, festival }: { registration: RegistrationRow; festival: FestivalRow },
  change: {
    kind: string;
    data: Record<string, unknown>;
    action: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
    reason?: string | null;
  },
): Promise<void> {
  const { kind, data, action, ...audit } = change;
  await recordEvent(tx, {
    registrationId: registration.id,
    kind,
    data,
    actorUserId: input.viewer.id,
    now: input.now,
  });
  await recordAudit(tx, input.viewer, {
    action,
    targetType: 'registration',
    targetId: registration.id,
    festivalId: festival.id,
    ...audit,
  });
}

function cleanReason(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length > 500) {
    throw new ValidationError('Keep the reason under 500 characters', [
      { path: ['reason'], message: 'Keep the reason under 500 characters' },
    ]);
  }
  return trimmed === '' ? null : trimmed;
}

/** Same workshop, teaching and clashing places: the participants' rules, checked for staff. */
async function assertCanHold(
  tx: Database,
  {
    festival,
    registration,
    session,
    held,
    name,
  }: {
    festival: FestivalRow;
    registration: RegistrationRow;
    session: WorkshopSession;
    held: WorkshopSession[];
    name: string;
  },
): Promise<void> {
  const same = held.find((other) => other.activityId === session.activityId);
  if (same) throw new AlreadyInWorkshopError(same.workshop);
  const teaching = await findTeachingSessions(tx, { festivalId: festival.id, userId: registration.userId });
  if (clashingSessions(session, teaching).length > 0) throw new TeachingClashError(session.workshop);
  const clash = clashingSessions(session, held)[0];
  if (clash) throw new PlaceClashError(name, clash.workshop);
}

/** Inserts the place, over capacity only with a reason; returns whether it is over capacity. */
async function insertPlace(
  tx: Database,
  {
    registration,
    session,
    overCapacityReason,
    now,
  }: {
    registration: RegistrationRow;
    session: WorkshopSession;
    overCapacityReason: string | null;
    now: Date;
  },
): Promise<boolean> {
  const full = isFull({ capacity: session.capacity, taken: await placesTaken(tx, session.id) });
  if (full && !overCapacityReason) {
    throw new WorkshopFullError(
      session.workshop,
      `${session.workshop} is full. To place them anyway, give a reason for going over capacity.`,
    );
  }
  await tx.insert(placements).values({
    registrationId: registration.id,
    sessionId: session.id,
    createdAt: now,
    overCapacityReason: full ? overCapacityReason : null,
  });
  return full;
}

/**
 * Staff gave them this place: they are told so, and the waitlists that make no sense once they
 * hold it are left, recorded, and told in the same email.
 */
async function placedByStaff(
  tx: Database,
  { viewer, now }: StaffAction,
  {
    registration,
    session,
    notices,
  }: { registration: RegistrationRow; session: WorkshopSession; notices: PlaceNotices },
): Promise<void> {
  notices.add(registration, { kind: 'added-by-staff', session });
  const ranks = await ranksOf(tx, registration.id);
  for (const other of await pointlessWaitlists(tx, { registrationId: registration.id, session, ranks })) {
    await removeWaitlistEntry(tx, { registrationId: registration.id, sessionId: other.id });
    const reason = `You now have a place in ${session.workshop}${other.id === session.id ? '' : ' at the same time'}.`;
    await recordEvent(tx, {
      registrationId: registration.id,
      kind: 'waitlist-left',
      data: { sessionId: other.id, workshop: other.workshop, reason },
      actorUserId: viewer.id,
      now,
    });
    if (other.id !== session.id) notices.add(registration, { kind: 'waitlist-left', session: other, reason });
  }
}

/** Adds a participant to a session (optionally over capacity, with a reason). */
export function staffAddPlace(
  db: Database,
  scope: ViewerScope<Viewer>,
  request: { registrationId: number; sessionId: number; overCapacityReason?: string | null },
): Promise<StaffPlaceChange> {
  const input = { ...scope, ...request };
  const reason = cleanReason(input.overCapacityReason);
  return staffChangeOne(db, input, async (tx, { registration, festival, phase, session, to }) => {
    const held = await findPlacedSessions(tx, registration.id);
    await assertCanHold(tx, { festival, registration, session, held, name: to.name });
    const overCapacity = await insertPlace(tx, {
      registration,
      session,
      overCapacityReason: reason,
      now: input.now,
    });
    const notices = new PlaceNotices();
    await placedByStaff(tx, input, { registration, session, notices });
    await recordStaffChange(
      tx,
      input,
      { registration, festival },
      {
        kind: 'staff-added',
        data: {
          sessionId: session.id,
          workshop: session.workshop,
          overCapacityReason: overCapacity ? reason : null,
        },
        action: 'place.add',
        after: { sessionId: session.id, workshop: session.workshop, overCapacity },
        reason: overCapacity ? reason : null,
      },
    );
    await notices.send(tx, { festival, phase });
    return { registration, session, removedFrom: [], overCapacity };
  });
}

/** Takes a participant out of a session; its waitlist moves up (outside the last 48 hours). */
export function staffRemovePlace(
  db: Database,
  scope: ViewerScope<Viewer>,
  request: { registrationId: number; sessionId: number; reason?: string | null },
): Promise<StaffPlaceChange> {
  const input = { ...scope, ...request };
  const reason = cleanReason(input.reason);
  return staffChangeOne(db, input, async (tx, { registration, festival, phase, session }) => {
    const [removed] = await tx
      .delete(placements)
      .where(and(eq(placements.registrationId, registration.id), eq(placements.sessionId, session.id)))
      .returning();
    if (!removed) throw new NotFoundError('Place');
    await recordStaffChange(
      tx,
      input,
      { registration, festival },
      {
        kind: 'staff-removed',
        data: { sessionId: session.id, workshop: session.workshop, reason },
        action: 'place.remove',
        before: {
          sessionId: session.id,
          workshop: session.workshop,
          overCapacityReason: removed.overCapacityReason,
        },
        reason,
      },
    );
    const notices = new PlaceNotices();
    notices.add(registration, {
      kind: 'removed',
      session,
      reason: reason ? `The festival team removed you: ${reason}` : 'The festival team removed you.',
    });
    const cascade = { festival, phase, now: input.now, depth: 0, notices };
    await promoteFromWaitlist(tx, cascade, session.id);
    await serveOwnQueues(tx, cascade, registration.id, [session]);
    await notices.send(tx, { festival, phase });
    return { registration, session, removedFrom: [], overCapacity: false };
  });
}

/** Moves a participant from one session to another in one step; the old one's waitlist moves up. */
export function staffMovePlace(
  db: Database,
  scope: ViewerScope<Viewer>,
  request: {
    registrationId: number;
    fromSessionId: number;
    toSessionId: number;
    overCapacityReason?: string | null;
  },
): Promise<StaffPlaceChange> {
  const input = { ...scope, ...request };
  const reason = cleanReason(input.overCapacityReason);
  if (input.fromSessionId === input.toSessionId) {
    throw new ValidationError('Choose a different session to move them to', [
      { path: ['toSessionId'], message: 'Choose a different session' },
    ]);
  }
  return staffChange(
    db,
    input,
    [input.fromSessionId, input.toSessionId],
    async (tx, { registration, festival, phase, sessions, to }) => {
      const [from, target] = sessions as [WorkshopSession, WorkshopSession];
      const held = await findPlacedSessions(tx, registration.id);
      if (!held.some((other) => other.id === from.id)) throw new NotFoundError('Place');
      const others = held.filter((other) => other.id !== from.id);
      // Moving between two sessions of one workshop is allowed: only the other places count.
      await assertCanHold(tx, { festival, registration, session: target, held: others, name: to.name });
      const [removed] = await tx
        .delete(placements)
        .where(and(eq(placements.registrationId, registration.id), eq(placements.sessionId, from.id)))
        .returning();
      const overCapacity = await insertPlace(tx, {
        registration,
        session: target,
        overCapacityReason: reason,
        now: input.now,
      });
      const notices = new PlaceNotices();
      notices.add(registration, {
        kind: 'removed',
        session: from,
        reason: `The festival team moved you to ${target.workshop}.`,
      });
      await placedByStaff(tx, input, { registration, session: target, notices });
      await recordStaffChange(
        tx,
        input,
        { registration, festival },
        {
          kind: 'staff-moved',
          data: {
            sessionId: target.id,
            workshop: target.workshop,
            fromSessionId: from.id,
            fromWorkshop: from.workshop,
            overCapacityReason: overCapacity ? reason : null,
          },
          action: 'place.move',
          before: {
            sessionId: from.id,
            workshop: from.workshop,
            overCapacityReason: removed?.overCapacityReason,
          },
          after: { sessionId: target.id, workshop: target.workshop, overCapacity },
          reason: overCapacity ? reason : null,
        },
      );
      const cascade = { festival, phase, now: input.now, depth: 0, notices };
      await promoteFromWaitlist(tx, cascade, from.id);
      await serveOwnQueues(tx, cascade, registration.id, [from]);
      await notices.send(tx, { festival, phase });
      return { registration, session: target, removedFrom: [from], overCapacity };
    },
  );
}

/**
 * Puts a participant on a session's waitlist at a chosen position (1 = next; null = last), or
 * moves them there if they are on it already. Positions stay 1..n.
 */
export function staffAddToWaitlist(
  db: Database,
  scope: ViewerScope<Viewer>,
  request: { registrationId: number; sessionId: number; position?: number | null },
): Promise<StaffPlaceChange> {
  const input = { ...scope, ...request };
  if (input.position != null && (!Number.isInteger(input.position) || input.position < 1)) {
    throw new ValidationError('Position must be 1 or more (1 is next)', [
      { path: ['position'], message: 'Position must be 1 or more' },
    ]);
  }
  return staffChangeOne(db, input, async (tx, { registration, festival, phase, session }) => {
    await assertMayWaitFor(tx, festival, registration, session);
    // A free place is given, not queued for (see joinWaitlist).
    if (!isFull({ capacity: session.capacity, taken: await placesTaken(tx, session.id) })) {
      throw new PlacesAvailableError(session.workshop);
    }
    const place = await insertWaitlistEntry(tx, {
      registrationId: registration.id,
      sessionId: session.id,
      position: input.position ?? null,
      now: input.now,
    });
    await recordStaffChange(
      tx,
      input,
      { registration, festival },
      {
        kind: 'staff-waitlisted',
        data: { sessionId: session.id, workshop: session.workshop, position: place },
        action: 'waitlist.add',
        after: { sessionId: session.id, workshop: session.workshop, position: place },
      },
    );
    const notices = new PlaceNotices();
    notices.add(registration, {
      kind: 'waitlisted',
      session,
      place,
      reason: 'The festival team put you there; we’ll move you in if a place comes up.',
    });
    await notices.send(tx, { festival, phase });
    return { registration, session, removedFrom: [], overCapacity: false };
  });
}

/** Takes a participant off a session's waitlist; the people behind them move up. */
export function staffRemoveFromWaitlist(
  db: Database,
  scope: ViewerScope<Viewer>,
  request: { registrationId: number; sessionId: number; reason?: string | null },
): Promise<StaffPlaceChange> {
  const input = { ...scope, ...request };
  const reason = cleanReason(input.reason);
  return staffChangeOne(db, input, async (tx, { registration, festival, phase, session }) => {
    if (!(await removeWaitlistEntry(tx, { registrationId: registration.id, sessionId: session.id }))) {
      throw new NotFoundError('Waitlist place');
    }
    await recordStaffChange(
      tx,
      input,
      { registration, festival },
      {
        kind: 'staff-unwaitlisted',
        data: { sessionId: session.id, workshop: session.workshop, reason },
        action: 'waitlist.remove',
        before: { sessionId: session.id, workshop: session.workshop },
        reason,
      },
    );
    const notices = new PlaceNotices();
    notices.add(registration, {
      kind: 'waitlist-left',
      session,
      reason: reason ? `The festival team took you off it: ${reason}` : 'The festival team took you off it.',
    });
    await promoteFromWaitlist(tx, { festival, phase, now: input.now, depth: 0, notices }, session.id);
    await notices.send(tx, { festival, phase });
    return { registration, session, removedFrom: [], overCapacity: false };
  });
}
