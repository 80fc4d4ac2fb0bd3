import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { displayName } from '#core/people/names';
import { chargesFollowPlaces, type FestivalPhase, festivalPhase } from '#core/registrations/phase';
import {
  type Cart,
  cartFor,
  clashingSessions,
  placementWorkshopCount,
  preferenceWorkshopCount,
} from '#core/registrations/rules';
import type { Database } from '#server/db/client';
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
import { offeredWorkshopSessions } from '#server/domains/activities/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { NotFoundError } from '#server/services/errors';
import type { Viewer } from '#server/services/scope';
import {
  RegistrationClosedError,
  RegistrationIncompleteError,
  TeachingClashError,
} from './registrations.errors';

// Reads shared across the registrations domain: a registration and its events, the workshop sessions
// it ranks, holds or waits for, the sessions a person teaches, and the running cart.

export type RegistrationRow = typeof registrations.$inferSelect;
export type PreferenceRow = typeof preferences.$inferSelect;
export type PlacementRow = typeof placements.$inferSelect;
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type RegistrationEventRow = typeof registrationEvents.$inferSelect;

/** A session with what the registration rules need about its workshop. */
export interface WorkshopSession {
  id: number;
  activityId: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  workshop: string;
}

export const workshopSessionColumns = {
  id: sessions.id,
  activityId: sessions.activityId,
  startsAt: sessions.startsAt,
  endsAt: sessions.endsAt,
  capacity: sessions.capacity,
  workshop: activities.name,
};

export function phaseOf(festival: FestivalRow, now: Date): FestivalPhase {
  return festivalPhase(festival, now);
}

export function assertPhase(
  festival: FestivalRow,
  now: Date,
  allowed: (phase: FestivalPhase) => boolean,
): FestivalPhase {
  const phase = phaseOf(festival, now);
  if (!allowed(phase)) throw new RegistrationClosedError(phase);
  return phase;
}

export async function findRegistration(
  db: Database,
  { festivalId, userId }: { festivalId: number; userId: number },
): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.festivalId, festivalId), eq(registrations.userId, userId)));
  return row ?? null;
}

export function loadRegistrations(db: Database, ids: readonly number[]): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(registrations)
    .where(inArray(registrations.id, [...ids]));
}

/** The viewer's registration for the festival, refusing if there is none yet. */
export async function requireRegistration(
  db: Database,
  { festival, viewer }: { festival: FestivalRow; viewer: Viewer },
): Promise<RegistrationRow> {
  const registration = await findRegistration(db, { festivalId: festival.id, userId: viewer.id });
  if (!registration) throw new RegistrationIncompleteError();
  return registration;
}

export async function recordEvent(
  db: Database,
  event: {
    registrationId: number;
    kind: string;
    data?: Record<string, unknown>;
    actorUserId: number | null;
    now: Date;
  },
): Promise<void> {
  await db.insert(registrationEvents).values({
    registrationId: event.registrationId,
    kind: event.kind,
    data: event.data ?? {},
    actorUserId: event.actorUserId,
    createdAt: event.now,
  });
}

/** Several history rows in one statement, in the order given. */
export async function recordEvents(db: Database, events: ReadonlyArray<Parameters<typeof recordEvent>[1]>) {
  if (events.length === 0) return;
  await db.insert(registrationEvents).values(
    events.map((event) => ({
      registrationId: event.registrationId,
      kind: event.kind,
      data: event.data ?? {},
      actorUserId: event.actorUserId,
      createdAt: event.now,
    })),
  );
}

/** Name and address to write to. */
export async function findAddressee(db: Database, userId: number): Promise<{ name: string; email: string }> {
  const [row] = await db
    .select({ email: users.email, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError('User');
  return { email: row.email, name: displayName(row.name, row.email) };
}

/** Workshop sessions of a festival, by id (others are ignored). */
export function findWorkshopSessions(
  db: Database,
  { festivalId, ids }: { festivalId: number; ids: readonly number[] },
): Promise<WorkshopSession[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWorkshopSessions(db, { festivalId, ids });
}

/**
 * The query behind findWorkshopSessions, for callers that order or lock its rows. Cancelled
 * sessions are left out: nobody may rank, join or queue for them.
 */
export function selectWorkshopSessions(
  db: Database,
  { festivalId, ids }: { festivalId: number; ids: readonly number[] },
) {
  return db
    .select(workshopSessionColumns)
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      // A cancelled session, or one of a draft (decision 020), reads as unknown (the preference
      // check says so).
      and(inArray(sessions.id, [...ids]), offeredWorkshopSessions(festivalId)),
    );
}

/**
 * Sessions the user presents at this festival (as cast of the session itself or of its whole
 * activity): nobody can take a workshop while they are teaching.
 */
export async function findTeachingSessions(
  db: Database,
  { festivalId, userId }: { festivalId: number; userId: number },
): Promise<WorkshopSession[]> {
  return db
    .selectDistinct(workshopSessionColumns)
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .innerJoin(
      sessions,
      or(eq(sessions.id, castMembers.sessionId), eq(sessions.activityId, castMembers.activityId)),
    )
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(profiles.userId, userId), eq(activities.festivalId, festivalId)))
    .orderBy(asc(sessions.startsAt));
}

export async function assertNoTeachingClash(
  db: Database,
  { festivalId, userId, wanted }: { festivalId: number; userId: number; wanted: readonly WorkshopSession[] },
): Promise<void> {
  const teaching = await findTeachingSessions(db, { festivalId, userId });
  if (teaching.length === 0) return;
  for (const session of wanted) {
    if (clashingSessions(session, teaching).length > 0) throw new TeachingClashError(session.workshop);
  }
}

/** A registration's workshop sessions through its places or its queues. */
function workshopSessionsThrough(
  db: Database,
  link: typeof placements | typeof waitlistEntries,
  registrationId: number,
) {
  return db
    .select(workshopSessionColumns)
    .from(link)
    .innerJoin(sessions, eq(sessions.id, link.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(link.registrationId, registrationId));
}

/** Sessions the registration waits for, with their workshops, in id order (the order locks take). */
export function findQueuedSessions(db: Database, registrationId: number): Promise<WorkshopSession[]> {
  return workshopSessionsThrough(db, waitlistEntries, registrationId).orderBy(asc(sessions.id));
}

/** Sessions the registration holds a place in, with their workshops. */
export function findPlacedSessions(db: Database, registrationId: number): Promise<WorkshopSession[]> {
  return workshopSessionsThrough(db, placements, registrationId).orderBy(asc(sessions.startsAt));
}

export function findPreferredSessions(
  db: Database,
  registrationId: number,
): Promise<Array<WorkshopSession & { position: number }>> {
  return db
    .select({ ...workshopSessionColumns, position: preferences.position })
    .from(preferences)
    .innerJoin(sessions, eq(sessions.id, preferences.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(preferences.registrationId, registrationId))
    .orderBy(asc(sessions.startsAt), asc(preferences.position));
}

/**
 * Workshops a registration is charged for: before allocation the slots ranked, afterwards the
 * places held (a full-day workshop counts as two either way). The cart and payments' balance both
 * count with it.
 */
export async function countChargedWorkshops(
  db: Database,
  registrationId: number,
  { festival, phase }: { festival: Pick<FestivalRow, 'placesPublishedAt'>; phase: FestivalPhase },
): Promise<number> {
  return chargesFollowPlaces(phase, festival.placesPublishedAt !== null)
    ? placementWorkshopCount(await findPlacedSessions(db, registrationId))
    : preferenceWorkshopCount(await findPreferredSessions(db, registrationId));
}

/** The running cart: the charged workshops priced (see countChargedWorkshops). */
export async function getCart(
  db: Database,
  {
    registration,
    festival,
    phase,
  }: { registration: RegistrationRow; festival: FestivalRow; phase: FestivalPhase },
): Promise<Cart> {
  const count = await countChargedWorkshops(db, registration.id, { festival, phase });
  return cartFor(count, festival, registration.donateDiscount);
}

/**
 * When each session the matching registrations hold (placements) or ranked (preferences) runs:
 * what their workshop counts, and so their prices, are worked out from.
 */
export async function sessionTimesOf(
  db: Database,
  table: typeof placements | typeof preferences,
  where: SQL | undefined,
): Promise<Array<{ registrationId: number; startsAt: Date; endsAt: Date }>> {
  // Two reads instead of a join: the few sessions' times once, not two timestamps on each of
  // thousands of rows (parsing them was most of a staff report's cost at 2,000 people, issue 32).
  const rows = await db
    .select({ registrationId: table.registrationId, sessionId: table.sessionId })
    .from(table)
    .innerJoin(registrations, eq(registrations.id, table.registrationId))
    .where(where);
  const ids = [...new Set(rows.map((row) => row.sessionId))];
  if (ids.length === 0) return [];
  const times = new Map(
    (
      await db
        .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
        .from(sessions)
        .where(inArray(sessions.id, ids))
    ).map((s) => [s.id, s]),
  );
  return rows.flatMap((row) => {
    const session = times.get(row.sessionId);
    return session
      ? [{ registrationId: row.registrationId, startsAt: session.startsAt, endsAt: session.endsAt }]
      : [];
  });
}

export function listRegistrationEvents(
  db: Database,
  registrationId: number,
): Promise<RegistrationEventRow[]> {
  return db
    .select()
    .from(registrationEvents)
    .where(eq(registrationEvents.registrationId, registrationId))
    .orderBy(desc(registrationEvents.createdAt), desc(registrationEvents.id));
}

export function listWaitlistEntries(
  db: Database,
  registrationId: number,
): Promise<Array<WaitlistEntryRow & { place: number }>> {
  // Positions are stored 1..n with no gaps (see places.service), so the place is the position.
  return db
    .select({
      registrationId: waitlistEntries.registrationId,
      sessionId: waitlistEntries.sessionId,
      position: waitlistEntries.position,
      createdAt: waitlistEntries.createdAt,
      joinedThemselves: waitlistEntries.joinedThemselves,
      place: waitlistEntries.position,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.registrationId, registrationId))
    .orderBy(asc(waitlistEntries.createdAt));
}

export function listPreferenceRows(db: Database, registrationId: number): Promise<PreferenceRow[]> {
  return db
    .select()
    .from(preferences)
    .where(eq(preferences.registrationId, registrationId))
    .orderBy(asc(preferences.position));
}

export function listPlacementRows(db: Database, registrationId: number): Promise<PlacementRow[]> {
  return db.select().from(placements).where(eq(placements.registrationId, registrationId));
}

/** Waitlist length per session, for "full" (a session with a queue is full to newcomers). */
export async function waitlistCounts(
  db: Database,
  sessionIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ sessionId: waitlistEntries.sessionId, waiting: count() })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.sessionId, [...sessionIds]))
    .groupBy(waitlistEntries.sessionId);
  return new Map(rows.map((row) => [row.sessionId, row.waiting]));
}
