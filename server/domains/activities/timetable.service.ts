import { eq } from 'drizzle-orm';
import { festivalDays, isoDateInZone } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { activities, festivals, sessions, venues } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import type { ActivityRow, SessionRow } from './activities.service';
import { changedFields } from './programme-admin.service';
import { recordSessionChange } from './programme-versions.service';
import { assertNoNewVenueClash } from './session-clashes.service';

/**
 * Moving a session on the admin timetable (issue 14): a new start and venue, keeping its length
 * and capacity. Unlike updateSession's day-and-times input it can carry a late session past
 * midnight, and it never writes back a capacity read before someone else changed it.
 */

export const CANCELLED_MOVE_MESSAGE = 'A cancelled session can’t be moved';

export async function moveSession(
  db: Database,
  { viewer: actor, now, publicUrl }: ViewerScope<Pick<Viewer, 'id' | 'email'>> & { publicUrl: string },
  { sessionId, startsAt, venueId }: { sessionId: number; startsAt: Date; venueId: number | null },
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    // The lock the places service takes, so nothing else changes the session meanwhile.
    const [found] = await tx
      .select({ session: sessions, festival: festivals, activity: activities })
      .from(sessions)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .innerJoin(festivals, eq(festivals.id, activities.festivalId))
      .where(eq(sessions.id, sessionId))
      .for('no key update', { of: sessions });
    if (!found) throw new NotFoundError('Session');
    const { session: before, festival, activity } = found;
    if (before.cancelledAt !== null) {
      throw new ValidationError(CANCELLED_MOVE_MESSAGE, [{ path: ['id'], message: CANCELLED_MOVE_MESSAGE }]);
    }
    if (!festivalDays(festival.startDate, festival.endDate).includes(isoDateInZone(startsAt))) {
      throw new ValidationError('Please choose a day of the festival', [
        {
          path: ['startsAt'],
          message: `Please choose a day from ${festival.startDate} to ${festival.endDate}`,
        },
      ]);
    }
    if (venueId !== null) {
      const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
      if (!venue) {
        throw new ValidationError('Please choose a venue from the list', [
          { path: ['venueId'], message: 'Please choose a venue from the list' },
        ]);
      }
    }
    const after = {
      startsAt,
      endsAt: new Date(startsAt.getTime() + (before.endsAt.getTime() - before.startsAt.getTime())),
      venueId,
    };
    await assertNoNewVenueClash(tx, { before, after });
    const [row] = await tx.update(sessions).set(after).where(eq(sessions.id, sessionId)).returning();
    if (!row) throw new NotFoundError('Session');
    await recordSessionChange(tx, { now, publicUrl }, { activity, before, after: row });
    await recordAudit(tx, actor, {
      action: 'session.move',
      targetType: 'Session',
      targetId: row.id,
      festivalId: festival.id,
      ...changedFields(before, row, ['startsAt', 'endsAt', 'venueId']),
    });
    return row;
  });
}

/** The activity a session belongs to (for its kind's permission), or null for an unknown id. */
export async function findSessionActivity(db: Database, sessionId: number): Promise<ActivityRow | null> {
  if (!Number.isSafeInteger(sessionId)) return null;
  const [row] = await db
    .select({ activity: activities })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  return row?.activity ?? null;
}
