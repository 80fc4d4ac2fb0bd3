import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { PUBLIC_PROGRAMME_TYPES } from '#core/activities/activity-types';
import type { Database } from '#server/db/client';
import { activities, favourites } from '#server/db/schema/index';
import { NotFoundError } from '#server/services/errors';

/**
 * A person's starred activities (issue 28). Only published workshops and shows can be starred
 * (drafts are not public, decision 020), and an activity that goes back to draft drops out of every
 * list and feed until it is published again; its row stays, so the star comes back with it.
 */
const isPublic = and(
  isNotNull(activities.publishedAt),
  inArray(activities.type, [...PUBLIC_PROGRAMME_TYPES]),
);

/** Ids of the person's starred public activities, oldest star first. */
export async function listFavouriteActivityIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.activityId })
    .from(favourites)
    .innerJoin(activities, eq(activities.id, favourites.activityId))
    .where(and(eq(favourites.userId, userId), isPublic))
    .orderBy(asc(favourites.createdAt), asc(favourites.activityId));
  return rows.map((row) => row.id);
}

/**
 * Stars every public activity among `activityIds` for the person (a union with what they have):
 * the browser's stars at log-in, or one star. Ids of drafts or missing activities are skipped.
 * Returns how many of the ids can be starred.
 */
export async function addFavourites(
  db: Database,
  input: { userId: number; activityIds: readonly number[]; now: Date },
): Promise<number> {
  const ids = [...new Set(input.activityIds)];
  if (ids.length === 0) return 0;
  const starrable = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.id, ids), isPublic));
  if (starrable.length === 0) return 0;
  await db
    .insert(favourites)
    .values(starrable.map((row) => ({ userId: input.userId, activityId: row.id, createdAt: input.now })))
    .onConflictDoNothing();
  return starrable.length;
}

/** Stars (or unstars) one activity; starring a draft or a missing activity is NotFound. */
export async function setFavourite(
  db: Database,
  input: { userId: number; activityId: number; favourite: boolean; now: Date },
): Promise<void> {
  if (!input.favourite) {
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, input.userId), eq(favourites.activityId, input.activityId)));
    return;
  }
  const added = await addFavourites(db, { ...input, activityIds: [input.activityId] });
  if (added === 0) throw new NotFoundError('Activity');
}
