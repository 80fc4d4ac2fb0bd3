import { eq } from 'drizzle-orm';
import { type TPhaseDatesInput, ZPhaseDatesInput } from '#core/registrations/schemas';
import type { Database } from '#server/db/client';
import { festivals } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import type { Viewer } from '#server/services/scope';
import type { FestivalRow } from './festival.service';

/** The four dates a festival's registration phases are derived from (core/registrations/phase.ts). */
export const PHASE_DATE_KEYS = [
  'earlybirdOpensAt',
  'earlybirdClosesAt',
  'generalOpensAt',
  'registrationsCloseAt',
] as const;

export type PhaseDateKey = (typeof PHASE_DATE_KEYS)[number];
export type PhaseDateChanges = Partial<Record<PhaseDateKey, Date | null | undefined>>;

/**
 * The one writer of a festival's phase dates, for staff editing them and for the lottery opening
 * the general phase (issue 30). A partial update: a date left out keeps its value, an explicit null
 * clears it. The order rule is checked on the merged dates, and a change is audited with what it
 * was before. Runs in the caller's transaction when given one.
 */
export async function writePhaseDates(
  db: Database,
  actor: Pick<Viewer, 'id' | 'email'> | null,
  festival: FestivalRow,
  changes: PhaseDateChanges,
  reason?: string,
): Promise<FestivalRow> {
  const merged = Object.fromEntries(
    PHASE_DATE_KEYS.map((key) => [key, changes[key] === undefined ? festival[key] : changes[key]]),
  );
  const dates: TPhaseDatesInput = parseInput(ZPhaseDatesInput, merged);
  const changed = PHASE_DATE_KEYS.filter(
    (key) => (festival[key]?.getTime() ?? null) !== (dates[key]?.getTime() ?? null),
  );
  const [row] = await db.update(festivals).set(dates).where(eq(festivals.id, festival.id)).returning();
  if (!row) throw new NotFoundError('Festival');
  if (changed.length > 0)
    await recordAudit(db, actor, {
      action: 'festival.phase-dates',
      targetType: 'Festival',
      targetId: festival.id,
      festivalId: festival.id,
      before: Object.fromEntries(changed.map((key) => [key, festival[key]])),
      after: Object.fromEntries(changed.map((key) => [key, dates[key]])),
      reason,
    });
  return row;
}
