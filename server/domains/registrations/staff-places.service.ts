import type { FestivalPhase } from '#core/registrations/phase';
import { decidePlacing, type PlacingPlan } from '#core/registrations/places';
import type { Database } from '#server/db/client';
import { placements } from '#server/db/schema/index';
import { type FestivalRow, findFestival } from '#server/domains/festival/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import {
  afterGivingUp,
  assertMayWaitFor,
  deletePlace,
  hasRoomNow,
  insertWaitlistEntry,
  lockRegistration,
  lockSessions,
  missingSessionError,
  type PlaceChange,
  PlaceNotices,
  promoteFromWaitlist,
  ranksOf,
  refusalError,
  removeWaitlistEntry,
  withRetry,
} from './places/index';
import {
  PlaceClashError,
  PlacesAvailableError,
  RegistrationClosedError,
  WorkshopFullError,
} from './registrations.errors';
import {
  findAddressee,
  findPlacedSessions,
  findQueuedSessions,
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

/** What a staff change writes to the registration's history and the audit log. */
interface StaffChangeRecord {
  kind: string;
  data: Record<string, unknown>;
  action: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  reason?: string | null;
}

/**
 * What a staff change works with once `begin` has locked it: `notices` collects what the
 * participant is told (sent when the change is done) and `record` writes its entries.
 */
type Locked = Awaited<ReturnType<typeof begin>> & {
  notices: PlaceNotices;
  record: (change: StaffChangeRecord) => Promise<void>;
};

/** Runs a staff change in a transaction (retried on deadlock) once `begin` has locked what it names. */
function staffChange(
  db: Database,
  input: StaffAction,
  sessionIds: number[],
  work: (tx: Database, locked: Locked) => Promise<StaffPlaceChange>,
): Promise<StaffPlaceChange> {
  return withRetry(db, async (tx) => {
    const begun = await begin(tx, { registrationId: input.registrationId, sessionIds, now: input.now });
    const notices = new PlaceNotices();
    const record = (change: StaffChangeRecord) => recordStaffChange(tx, input, begun, change);
    const result = await work(tx, { ...begun, notices, record });
    await notices.send(tx, begun);
    // Who moved up, for live staff screens: known here, never matched back by timestamp.
    return { ...result, promoted: notices.promoted() };
  });
}

/**
 * A staff change to one session of the registration's festival, as a service: `check` reads the
 * request before anything is locked, and `work` makes the change once it is locked, saying
 * whether the place is over capacity.
 */
function staffSessionAction<Request extends { registrationId: number; sessionId: number }, Checked>(
  check: (request: Request) => Checked,
  work: (
    tx: Database,
    input: StaffAction & Request,
    locked: Locked & { session: WorkshopSession },
    checked: Checked,
  ) => Promise<boolean>,
) {
  return (db: Database, scope: ViewerScope<Viewer>, request: Request): Promise<StaffPlaceChange> => {
    const input = { ...scope, ...request };
    const checked = check(request);
    return staffChange(db, input, [input.sessionId], async (tx, locked) => {
      const session = locked.sessions[0] as WorkshopSession;
      const overCapacity = await work(tx, input, { ...locked, session }, checked);
      return { registration: locked.registration, session, removedFrom: [], overCapacity };
    });
  };
}

/** The registration's history entry and the audit entry every staff change writes, naming who. */
async function recordStaffChange(
  tx: Database,
  input: StaffAction,
  { registration, festival }: { registration: RegistrationRow; festival: FestivalRow },
  change: StaffChangeRecord,
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

/** A session as history and audit entries name it. */
function named(session: WorkshopSession) {
  return { sessionId: session.id, workshop: session.workshop };
}

/** What the participant is told staff did, with the reason staff gave if any. */
function byStaff(what: string, reason: string | null): string {
  return reason ? `The festival team ${what}: ${reason}` : `The festival team ${what}.`;
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

/**
 * The engine's decision for staff (core/registrations/places.ts): the participants' rules, except
 * that the 48-hour cutoff does not bind staff and a clash is refused ("move them instead").
 */
async function decideForStaff(
  tx: Database,
  {
    festival,
    registration,
    session,
    held,
    name,
    now,
  }: {
    festival: FestivalRow;
    registration: RegistrationRow;
    session: WorkshopSession;
    held: WorkshopSession[];
    name: string;
    now: Date;
  },
): Promise<PlacingPlan<WorkshopSession>> {
  const teaching = await findTeachingSessions(tx, { festivalId: festival.id, userId: registration.userId });
  const queued = await findQueuedSessions(tx, registration.id);
  const ranks = await ranksOf(tx, registration.id);
  const decided = decidePlacing({ session, held, teaching, queued, ranks, now, cutoffBinds: false });
  if ('refusal' in decided) throw refusalError(decided.refusal);
  const clash = decided.plan.clashing[0];
  if (clash) throw new PlaceClashError(name, clash.workshop);
  return decided.plan;
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
  const full = !(await hasRoomNow(tx, session));
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
    plan,
  }: {
    registration: RegistrationRow;
    session: WorkshopSession;
    notices: PlaceNotices;
    plan: PlacingPlan<WorkshopSession>;
  },
): Promise<void> {
  notices.add(registration, { kind: 'added-by-staff', session });
  for (const other of plan.drops) {
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

/**
 * A place staff took away is free: its waitlist moves up (outside the last 48 hours), and the
 * person's own queues are served.
 */
async function releasePlace(
  tx: Database,
  { festival, phase, registration, notices }: Locked,
  session: WorkshopSession,
  now: Date,
): Promise<void> {
  await afterGivingUp(tx, { festival, phase, now, depth: 0, notices }, registration.id, [session]);
}

/** Adds a participant to a session (optionally over capacity, with a reason). */
export const staffAddPlace = staffSessionAction(
  (request: { registrationId: number; sessionId: number; overCapacityReason?: string | null }) =>
    cleanReason(request.overCapacityReason),
  async (tx, input, { registration, festival, session, to, notices, record }, reason) => {
    const held = await findPlacedSessions(tx, registration.id);
    const plan = await decideForStaff(tx, {
      festival,
      registration,
      session,
      held,
      name: to.name,
      now: input.now,
    });
    const overCapacity = await insertPlace(tx, {
      registration,
      session,
      overCapacityReason: reason,
      now: input.now,
    });
    await placedByStaff(tx, input, { registration, session, notices, plan });
    const kept = overCapacity ? reason : null;
    await record({
      kind: 'staff-added',
      data: { ...named(session), overCapacityReason: kept },
      action: 'place.add',
      after: { ...named(session), overCapacity },
      reason: kept,
    });
    return overCapacity;
  },
);

/** Takes a participant out of a session; its waitlist moves up (outside the last 48 hours). */
export const staffRemovePlace = staffSessionAction(
  (request: { registrationId: number; sessionId: number; reason?: string | null }) =>
    cleanReason(request.reason),
  async (tx, input, locked, reason) => {
    const { registration, session, notices, record } = locked;
    const removed = await deletePlace(tx, registration.id, session.id);
    if (!removed) throw new NotFoundError('Place');
    await record({
      kind: 'staff-removed',
      data: { ...named(session), reason },
      action: 'place.remove',
      before: { ...named(session), overCapacityReason: removed.overCapacityReason },
      reason,
    });
    notices.add(registration, { kind: 'removed', session, reason: byStaff('removed you', reason) });
    await releasePlace(tx, locked, session, input.now);
    return false;
  },
);

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
  return staffChange(db, input, [input.fromSessionId, input.toSessionId], async (tx, locked) => {
    const { registration, festival, sessions, to, notices, record } = locked;
    const [from, target] = sessions as [WorkshopSession, WorkshopSession];
    const held = await findPlacedSessions(tx, registration.id);
    if (!held.some((other) => other.id === from.id)) throw new NotFoundError('Place');
    const others = held.filter((other) => other.id !== from.id);
    // Moving between two sessions of one workshop is allowed: only the other places count.
    const plan = await decideForStaff(tx, {
      festival,
      registration,
      session: target,
      held: others,
      name: to.name,
      now: input.now,
    });
    const removed = await deletePlace(tx, registration.id, from.id);
    const overCapacity = await insertPlace(tx, {
      registration,
      session: target,
      overCapacityReason: reason,
      now: input.now,
    });
    notices.add(registration, {
      kind: 'removed',
      session: from,
      reason: `The festival team moved you to ${target.workshop}.`,
    });
    await placedByStaff(tx, input, { registration, session: target, notices, plan });
    const kept = overCapacity ? reason : null;
    await record({
      kind: 'staff-moved',
      data: {
        ...named(target),
        fromSessionId: from.id,
        fromWorkshop: from.workshop,
        overCapacityReason: kept,
      },
      action: 'place.move',
      before: { ...named(from), overCapacityReason: removed?.overCapacityReason },
      after: { ...named(target), overCapacity },
      reason: kept,
    });
    await releasePlace(tx, locked, from, input.now);
    return { registration, session: target, removedFrom: [from], overCapacity };
  });
}

/**
 * Puts a participant on a session's waitlist at a chosen position (1 = next; null = last), or
 * moves them there if they are on it already. Positions stay 1..n.
 */
export const staffAddToWaitlist = staffSessionAction(
  (request: { registrationId: number; sessionId: number; position?: number | null }) => {
    if (request.position != null && (!Number.isInteger(request.position) || request.position < 1)) {
      throw new ValidationError('Position must be 1 or more (1 is next)', [
        { path: ['position'], message: 'Position must be 1 or more' },
      ]);
    }
  },
  async (tx, input, { registration, festival, session, notices, record }) => {
    await assertMayWaitFor(tx, festival, registration, session);
    // A free place is given, not queued for (see joinWaitlist).
    if (await hasRoomNow(tx, session)) {
      throw new PlacesAvailableError(session.workshop);
    }
    const place = await insertWaitlistEntry(tx, {
      registrationId: registration.id,
      sessionId: session.id,
      position: input.position ?? null,
      now: input.now,
    });
    await record({
      kind: 'staff-waitlisted',
      data: { ...named(session), position: place },
      action: 'waitlist.add',
      after: { ...named(session), position: place },
    });
    notices.add(registration, {
      kind: 'waitlisted',
      session,
      place,
      reason: 'The festival team put you there; we’ll move you in if a place comes up.',
    });
    return false;
  },
);

/** Takes a participant off a session's waitlist; the people behind them move up. */
export const staffRemoveFromWaitlist = staffSessionAction(
  (request: { registrationId: number; sessionId: number; reason?: string | null }) =>
    cleanReason(request.reason),
  async (tx, input, { registration, festival, phase, session, notices, record }, reason) => {
    if (!(await removeWaitlistEntry(tx, { registrationId: registration.id, sessionId: session.id }))) {
      throw new NotFoundError('Waitlist place');
    }
    await record({
      kind: 'staff-unwaitlisted',
      data: { ...named(session), reason },
      action: 'waitlist.remove',
      before: named(session),
      reason,
    });
    notices.add(registration, { kind: 'waitlist-left', session, reason: byStaff('took you off it', reason) });
    await promoteFromWaitlist(tx, { festival, phase, now: input.now, depth: 0, notices }, session.id);
    return false;
  },
);
