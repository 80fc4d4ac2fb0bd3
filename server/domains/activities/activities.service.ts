import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type ActivityType, PUBLIC_PROGRAMME_TYPES } from '#core/activities/activity-types';
import { sortByName } from '#core/people/names';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import {
  activities,
  castMembers,
  placements,
  profiles,
  sessions,
  workshopShows,
} from '#server/db/schema/index';
import type { ProfileRow } from '#server/domains/people/index';

export type ActivityRow = typeof activities.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type CastRole = (typeof castMembers.$inferSelect)['role'];

/**
 * The condition every public read of activities carries: drafts are for staff only (decision 020).
 * `drafts` is true only where a staff viewer asked for them (`includeDrafts`).
 */
export function visibleActivities(drafts = false): SQL | undefined {
  return drafts ? undefined : isNotNull(activities.publishedAt);
}

/**
 * The workshop sessions a festival offers places in: published and not cancelled. One condition
 * for ranking, joining, the lottery and every count of places offered (issue 30); the query joins
 * sessions to their activities.
 */
export function offeredWorkshopSessions(festivalId: number): SQL {
  return and(
    eq(activities.festivalId, festivalId),
    eq(activities.type, 'Workshop'),
    isNull(sessions.cancelledAt),
    isNotNull(activities.publishedAt),
  ) as SQL;
}

export function isDraft(activity: Pick<ActivityRow, 'publishedAt'>): boolean {
  return activity.publishedAt === null;
}

export function listActivities(
  db: Database,
  festivalId: number,
  type: ActivityType,
  drafts = false,
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(and(eq(activities.festivalId, festivalId), eq(activities.type, type), visibleActivities(drafts)))
    .orderBy(asc(activities.name));
}

export async function findActivityBySlug(
  db: Database,
  festivalId: number,
  type: ActivityType,
  slug: string,
  drafts = false,
): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.festivalId, festivalId),
        eq(activities.type, type),
        eq(activities.slug, slug),
        visibleActivities(drafts),
      ),
    );
  return row ?? null;
}

export function loadActivities(db: Database, ids: readonly number[]): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(inArray(activities.id, [...ids]));
}

export function loadSessions(db: Database, ids: readonly number[]): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(inArray(sessions.id, [...ids]));
}

export function sessionsForActivities(db: Database, activityIds: readonly number[]): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(inArray(sessions.activityId, [...activityIds]))
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
}

/** Sessions of one festival's published activities at these venues, by start. */
export function sessionsAtVenues(
  db: Database,
  venueIds: readonly number[],
  festivalId: number,
): Promise<SessionRow[]> {
  return db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        inArray(sessions.venueId, [...venueIds]),
        eq(activities.festivalId, festivalId),
        visibleActivities(),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id))
    .then((rows) => rows.map((row) => row.session));
}

export type PresenterRow = ProfileRow & { activityId: number; role: CastRole };

/** Presenters of each activity, in billing order: the activity's own cast, then its sessions' cast. */
export async function presentersForActivities(
  db: Database,
  activityIds: readonly number[],
): Promise<PresenterRow[]> {
  const rows = await db
    .select({
      profile: profiles,
      activityId: sql<number>`coalesce(${castMembers.activityId}, ${sessions.activityId})`.mapWith(Number),
      role: castMembers.role,
      position: castMembers.position,
    })
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .leftJoin(sessions, eq(sessions.id, castMembers.sessionId))
    .where(
      or(inArray(castMembers.activityId, [...activityIds]), inArray(sessions.activityId, [...activityIds])),
    )
    .orderBy(asc(castMembers.position), asc(castMembers.id));
  const seen = new Set<string>();
  const presenters: PresenterRow[] = [];
  for (const row of rows) {
    const key = `${row.activityId}:${row.profile.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    presenters.push({ ...row.profile, activityId: row.activityId, role: row.role });
  }
  return presenters;
}

/** Published activities each profile presents, for the people pages. */
export async function activitiesForProfiles(
  db: Database,
  profileIds: readonly number[],
  festivalId: number,
): Promise<Array<ActivityRow & { profileId: number }>> {
  const rows = await db
    .selectDistinct({ activity: activities, profileId: castMembers.profileId })
    .from(castMembers)
    .leftJoin(sessions, eq(sessions.id, castMembers.sessionId))
    .innerJoin(
      activities,
      eq(activities.id, sql`coalesce(${castMembers.activityId}, ${sessions.activityId})`),
    )
    .where(
      and(
        inArray(castMembers.profileId, [...profileIds]),
        eq(activities.festivalId, festivalId),
        visibleActivities(),
      ),
    )
    .orderBy(asc(activities.name));
  return rows.map((row) => ({ ...row.activity, profileId: row.profileId }));
}

/** Everyone who presents something published at the festival, by name. */
export async function listPresenters(db: Database, festivalId: number): Promise<ProfileRow[]> {
  const rows = await db
    .selectDistinct({ profile: profiles })
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .leftJoin(sessions, eq(sessions.id, castMembers.sessionId))
    .innerJoin(
      activities,
      eq(activities.id, sql`coalesce(${castMembers.activityId}, ${sessions.activityId})`),
    )
    .where(and(eq(activities.festivalId, festivalId), eq(profiles.isFestival, false), visibleActivities()))
    .orderBy(asc(profiles.name));
  return sortByName(rows.map((row) => row.profile));
}

/** Places taken per session. A session is full when its places reach its capacity. */
export async function placementCounts(
  db: Database,
  sessionIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ sessionId: placements.sessionId, taken: count() })
    .from(placements)
    .where(inArray(placements.sessionId, [...sessionIds]))
    .groupBy(placements.sessionId);
  return new Map(rows.map((row) => [row.sessionId, row.taken]));
}

export function isSessionFull(session: Pick<SessionRow, 'capacity'>, taken: number): boolean {
  return session.capacity !== null && taken >= session.capacity;
}

/** Every programme query asks whether its sessions are full: prepared once, one array parameter. */
const fullnessStatement = preparedStatement((db) =>
  db
    .select({ id: sessions.id, capacity: sessions.capacity, taken: count(placements.registrationId) })
    .from(sessions)
    .leftJoin(placements, eq(placements.sessionId, sessions.id))
    .where(sql`${sessions.id} = any(${sql.placeholder('ids')})`)
    .groupBy(sessions.id)
    .prepare('session_fullness'),
);

/** Whether each session's places are all taken, in the order asked; false for an unknown id. */
export async function sessionsFull(db: Database, ids: readonly number[]): Promise<boolean[]> {
  const rows = await fullnessStatement(db).execute({ ids: [...ids] });
  const full = new Map(rows.map((row) => [row.id, isSessionFull(row, row.taken)]));
  return ids.map((id) => full.get(id) ?? false);
}

/** Workshop↔show links for the given activities, seen from either side. */
export function linksForActivities(db: Database, activityIds: readonly number[]) {
  return db
    .select()
    .from(workshopShows)
    .where(
      or(
        inArray(workshopShows.workshopId, [...activityIds]),
        inArray(workshopShows.showId, [...activityIds]),
      ),
    );
}

/** Sessions of published programme activities still to finish at `now` (not cancelled), soonest first. */
export function upcomingPublicSessions(
  db: Database,
  festivalId: number,
  now: Date,
  limit: number,
): Promise<SessionRow[]> {
  return db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        eq(activities.festivalId, festivalId),
        inArray(activities.type, [...PUBLIC_PROGRAMME_TYPES]),
        visibleActivities(),
        sql`${sessions.endsAt} > ${now.toISOString()}`,
        isNull(sessions.cancelledAt),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.session));
}
