import { eq } from 'drizzle-orm';
import { currentFestivalAmong } from '#core/festival/current';
import { isoDateInZone } from '#core/festival/dates';
import { festivalYear, type TFestivalInput, type TVenue } from '#core/festival/festival-input';
import type { Database } from '#server/db/client';
import { festivals, venues } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import type { FestivalRow, VenueRow } from './festival.service';

/** Staff set up festivals and venues (issue 14); each save is one transaction with its audit entry. */

type Actor = Pick<Viewer, 'id' | 'email'>;

/**
 * Creating a festival never changes which one the public sees (issue 26): the first festival
 * becomes current, any later one waits until staff choose it.
 */
export async function createFestival(
  db: Database,
  { viewer, now }: ViewerScope<Actor>,
  input: TFestivalInput,
): Promise<FestivalRow> {
  const id = festivalYear(input);
  return db.transaction(async (tx) => {
    // Lock the festivals so two creations cannot both decide they are first.
    const existing = await tx.select().from(festivals).for('update');
    const shown = currentFestivalAmong(existing, isoDateInZone(now));
    if (shown && !shown.isCurrent) {
      // Rows from before the choice existed: pin the one shown now, so this one cannot take over.
      await tx.update(festivals).set({ isCurrent: true }).where(eq(festivals.id, shown.id));
    }
    const [row] = await tx
      .insert(festivals)
      .values({ id, ...input, isCurrent: shown === null })
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

/**
 * Makes a festival the one the public site shows (issue 26). Two statements, not one: the unique
 * index on the chosen flag is checked row by row.
 */
export async function setCurrentFestival(
  db: Database,
  { viewer }: ViewerScope<Actor>,
  { festivalId }: { festivalId: number },
): Promise<FestivalRow> {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(festivals).for('update');
    const chosen = all.find((festival) => festival.id === festivalId);
    if (!chosen) throw new NotFoundError('Festival');
    const before = all.find((festival) => festival.isCurrent);
    if (before?.id === festivalId) return chosen;
    await tx.update(festivals).set({ isCurrent: false }).where(eq(festivals.isCurrent, true));
    const [row] = await tx
      .update(festivals)
      .set({ isCurrent: true })
      .where(eq(festivals.id, festivalId))
      .returning();
    if (!row) throw new NotFoundError('Festival');
    await recordAudit(tx, viewer, {
      action: 'festival.current',
      targetType: 'Festival',
      targetId: festivalId,
      festivalId,
      before: { currentFestivalId: before?.id ?? null },
      after: { currentFestivalId: festivalId },
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
