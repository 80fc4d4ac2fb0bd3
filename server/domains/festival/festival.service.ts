import { asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { isoDateInZone } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { festivals, venues } from '#server/db/schema/index';

export type FestivalRow = typeof festivals.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;

/** The festival people mean by "this year's": the next or current one, else the latest past one. */
export async function getCurrentFestival(db: Database, now: Date): Promise<FestivalRow | null> {
  const today = isoDateInZone(now);
  const [upcoming] = await db
    .select()
    .from(festivals)
    .where(gte(festivals.endDate, today))
    .orderBy(asc(festivals.startDate))
    .limit(1);
  if (upcoming) return upcoming;
  const [latest] = await db.select().from(festivals).orderBy(desc(festivals.startDate)).limit(1);
  return latest ?? null;
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
