import { asc, eq, inArray } from 'drizzle-orm';
import { currentFestivalAmong } from '#core/festival/current';
import { isoDateInZone } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { festivals, venues } from '#server/db/schema/index';

export type FestivalRow = typeof festivals.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;

/** Most requests run it: prepared once (server/db/prepared.ts). */
const festivalsStatement = preparedStatement((db) => db.select().from(festivals).prepare('festivals'));

/** The festival people mean by "this year's" (currentFestivalAmong); the table has a row a year. */
export async function getCurrentFestival(db: Database, now: Date): Promise<FestivalRow | null> {
  return currentFestivalAmong(await festivalsStatement(db).execute(), isoDateInZone(now));
}

export async function findFestival(db: Database, id: number): Promise<FestivalRow | null> {
  const [row] = await db.select().from(festivals).where(eq(festivals.id, id));
  return row ?? null;
}

export function listVenues(db: Database): Promise<VenueRow[]> {
  return db.select().from(venues).orderBy(asc(venues.position), asc(venues.name));
}

export function loadVenues(db: Database, ids: readonly number[]): Promise<VenueRow[]> {
  return db
    .select()
    .from(venues)
    .where(inArray(venues.id, [...ids]));
}
