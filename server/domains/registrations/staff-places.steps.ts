import type { FestivalPhase } from '#core/registrations/phase';
import { decidePlacing, type PlacingPlan } from '#core/registrations/places';
import { ZStaffPlaceReason } from '#core/registrations/schemas';
import type { Database } from '#server/db/client';
import { placements } from '#server/db/schema/index';
import { type FestivalRow, findFestival } from '#server/domains/festival/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import {
  afterGivingUp,
  hasRoomNow,
  lockRegistration,
  lockSessions,
  missingSessionError,
  type PlaceChange,
  PlaceNotices,
  ranksOf,
  refusalError,
  removeWaitlistEntry,
  withRetry,
} from './places/index';
import {
  findAddressee,
  findQueuedSessions,
  findTeachingSessions,
  phaseOf,
  type RegistrationRow,
  recordEvent,
  type WorkshopSession,
} from './registration-reads';
import { PlaceClashError, RegistrationClosedError, WorkshopFullError } from './registrations.errors';

/** The steps every staff place change takes (see staff-places.service.ts for the rules). */

export interface StaffPlaceChange extends PlaceChange {
  overCapacity: boolean;
}

export type StaffAction = ViewerScope<Viewer> & { registrationId: number };

export const STAFF_PHASES: readonly FestivalPhase[] = ['paused', 'general', 'closed'];

/** Locks the registration and its festival's sessions (ascending id), refusing before the lottery. */
export async function begin(
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
export interface StaffChangeRecord {
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
export type Locked = Awaited<ReturnType<typeof begin>> & {
  notices: PlaceNotices;
  record: (change: StaffChangeRecord) => Promise<void>;
};

/** Runs a staff change in a transaction (retried on deadlock) once `begin` has locked what it names. */
export function staffChange(
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
export function staffSessionAction<Request extends { registrationId: number; sessionId: number }, Checked>(
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
export async function recordStaffChange(
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
export function named(session: WorkshopSession) {
  return { sessionId: session.id, workshop: session.workshop };
}

/** What the participant is told staff did, with the reason staff gave if any. */
export function byStaff(what: string, reason: string | null): string {
  return reason ? `The festival team ${what}: ${reason}` : `The festival team ${what}.`;
}

export function cleanReason(reason: string | null | undefined): string | null {
  const parsed = ZStaffPlaceReason.safeParse(reason ?? '');
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid input';
    throw new ValidationError(message, [{ path: ['reason'], message }]);
  }
  return parsed.data === '' ? null : parsed.data;
}

/**
 * The engine's decision for staff (core/registrations/places.ts): the participants' rules, except
 * that the 48-hour cutoff does not bind staff and a clash is refused ("move them instead").
 */
export async function decideForStaff(
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
export async function insertPlace(
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
export async function placedByStaff(
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
export async function releasePlace(
  tx: Database,
  { festival, phase, registration, notices }: Locked,
  session: WorkshopSession,
  now: Date,
): Promise<void> {
  await afterGivingUp(tx, { festival, phase, now, depth: 0, notices }, registration.id, [session]);
}
