import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { activities, castMembers, profiles, sessions } from '#server/db/schema/index';
import { createTestUser } from './users';

/** Seeded workshop sessions that have a capacity and a tutor: each tutor's first, in session order. */
export async function tutoredWorkshopSessions(
  db: Database,
): Promise<Array<{ sessionId: number; profileId: number }>> {
  const rows = await db
    .select({ sessionId: sessions.id, profileId: castMembers.profileId })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .innerJoin(castMembers, eq(castMembers.activityId, activities.id))
    .where(and(eq(activities.type, 'Workshop'), eq(castMembers.role, 'tutor'), isNotNull(sessions.capacity)))
    .orderBy(sessions.id);
  const seen = new Set<number>();
  return rows.filter((row) => (seen.has(row.profileId) ? false : seen.add(row.profileId)));
}

/** A new account that takes over a seeded presenter's profile, so a test can act as that tutor. */
export async function createUserForProfile(db: Database, profileId: number, email: string): Promise<number> {
  const user = await createTestUser(db, { email });
  await db.delete(profiles).where(eq(profiles.userId, user.id));
  await db.update(profiles).set({ userId: user.id }).where(eq(profiles.id, profileId));
  return user.id;
}
