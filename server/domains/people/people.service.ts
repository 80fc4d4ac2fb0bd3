import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { hasPermission } from '#core/people/permissions';
import type { Database } from '#server/db/client';
import { activities, castMembers, cities, pictures, profiles, sessions } from '#server/db/schema/index';

export type CityRow = typeof cities.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type PictureRow = typeof pictures.$inferSelect;

export const PICTURE_SIZES = { small: 160, medium: 640, large: 1280 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

export function pictureUrl(picture: PictureRow, size: PictureSize): string {
  return `/uploads/pictures/${picture.storageKey}-${size}.webp`;
}

export function listCities(db: Database): Promise<CityRow[]> {
  return db.select().from(cities).orderBy(asc(cities.name));
}

export function loadCities(db: Database, ids: readonly number[]): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(inArray(cities.id, [...ids]));
}

export function loadProfiles(db: Database, ids: readonly number[]): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}

export function loadPictures(db: Database, ids: readonly number[]): Promise<PictureRow[]> {
  return db
    .select()
    .from(pictures)
    .where(inArray(pictures.id, [...ids]));
}

/**
 * Whether the viewer may see this profile by id: anyone may see presenters (cast of any published
 * activity or its session; drafts are staff-only, decision 020) and the festival's own profile;
 * others only themselves and people managers.
 */
export async function canSeePerson(
  db: Database,
  viewer: { id: number; permissions: readonly string[] } | null,
  profile: ProfileRow,
): Promise<boolean> {
  if (profile.isFestival) return true;
  if (viewer && (profile.userId === viewer.id || hasPermission(viewer, 'people'))) return true;
  const [cast] = await db
    .select({ id: castMembers.id })
    .from(castMembers)
    .leftJoin(sessions, eq(sessions.id, castMembers.sessionId))
    .innerJoin(
      activities,
      eq(activities.id, sql`coalesce(${castMembers.activityId}, ${sessions.activityId})`),
    )
    .where(and(eq(castMembers.profileId, profile.id), isNotNull(activities.publishedAt)))
    .limit(1);
  return cast !== undefined;
}
