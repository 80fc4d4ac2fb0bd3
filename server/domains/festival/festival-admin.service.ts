import { eq } from 'drizzle-orm';
import { festivalYear, type TFestivalInput, type TVenue } from '#core/festival/festival-input';
import type { Database } from '#server/db/client';
import { festivals, venues } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import type { FestivalRow, VenueRow } from './festival.service';

/** Staff set up festivals and venues (issue 14); each save is one transaction with its audit entry. */

type Actor = Pick<Viewer, 'id' | 'email'>;

export async function createFestival(
  db: Database,
  { viewer }: ViewerScope<Actor>,
  input: TFestivalInput,
): Promise<FestivalRow> {
  const id = festivalYear(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(festivals)
      .values({ id, ...input })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new ValidationError(`NZIF ${id} already exists`, [
        { path: ['startDate'], message: `NZIF ${id} already exists` },
      ]);
    }
    await recordAudit(tx, viewer, {
      action: 'festival.create',
      targetType: 'Festival',
      targetId: id,
      festivalId: id,
      after: input,
    });
    return row;
  });
}

/** Changes a festival's dates and pricing (its year, and so its id, stays). */
export async function updateFestival(
  db: Database,
  { viewer }: ViewerScope<Actor>,
  { festivalId, festival: input }: { festivalId: number; festival: TFestivalInput },
): Promise<FestivalRow> {
  if (festivalYear(input) !== festivalId) {
    throw new ValidationError(`NZIF ${festivalId} must be in ${festivalId}`, [
      { path: ['startDate'], message: `NZIF ${festivalId} must be in ${festivalId}` },
    ]);
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(festivals).where(eq(festivals.id, festivalId)).for('update');
    if (!before) throw new NotFoundError('Festival');
    const [row] = await tx.update(festivals).set(input).where(eq(festivals.id, festivalId)).returning();
    if (!row) throw new NotFoundError('Festival');
    await recordAudit(tx, viewer, {
      action: 'festival.update',
      targetType: 'Festival',
      targetId: festivalId,
      festivalId,
      before: {
        startDate: before.startDate,
        endDate: before.endDate,
        baseWorkshopPrice: before.baseWorkshopPrice,
        discountPerAdditionalWorkshop: before.discountPerAdditionalWorkshop,
        discountLimit: before.discountLimit,
      },
      after: input,
    });
    return row;
  });
}

export async function saveVenue(
  db: Database,
  { viewer: actor }: ViewerScope<Actor>,
  { venueId, venue: input }: { venueId: number | null; venue: TVenue },
): Promise<VenueRow> {
  return db.transaction(async (tx) => {
    if (venueId === null) {
      const [row] = await tx.insert(venues).values(input).returning();
      if (!row) throw new Error('Venue was not created');
      await recordAudit(tx, actor, {
        action: 'venue.create',
        targetType: 'Venue',
        targetId: row.id,
        after: input,
      });
      return row;
    }
    const [before] = await tx.select().from(venues).where(eq(venues.id, venueId)).for('update');
    if (!before) throw new NotFoundError('Venue');
    const [row] = await tx.update(venues).set(input).where(eq(venues.id, venueId)).returning();
    if (!row) throw new NotFoundError('Venue');
    const { id: _id, ...was } = before;
    await recordAudit(tx, actor, {
      action: 'venue.update',
      targetType: 'Venue',
      targetId: row.id,
      before: was,
      after: input,
    });
    return row;
  });
}
