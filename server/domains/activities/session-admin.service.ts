import { count, eq } from 'drizzle-orm';
import { CAPACITY_BELOW_TAKEN_MESSAGE, type TSessionInput } from '#core/activities/programme-input';
import { festivalDays, zonedInstant } from '#core/festival/dates';
import { hasRoomFor } from '#core/registrations/availability';
import type { Database } from '#server/db/client';
import { activities, placements, sessions, venues } from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { ServiceScope, ViewerScope } from '#server/services/scope';
import { sessionPlaces } from '#server/services/session-places';
import type { ActivityRow, SessionRow } from './activities.service';
import { PlacesHeldError } from './programme-admin.errors';
import { type Actor, changedFields } from './programme-admin.service';
import { recordSessionChange } from './programme-versions.service';
import { assertNoNewVenueClash } from './session-clashes.service';

// Staff add, move and delete an activity's sessions; each save is audited, and versioned once published.

function sessionTimes(festival: FestivalRow, input: TSessionInput) {
  if (!festivalDays(festival.startDate, festival.endDate).includes(input.date)) {
    throw new ValidationError('Please choose a day of the festival', [
      { path: ['date'], message: `Please choose a day from ${festival.startDate} to ${festival.endDate}` },
    ]);
  }
  return {
    startsAt: zonedInstant(input.date, input.startTime),
    endsAt: zonedInstant(input.date, input.endTime),
  };
}

async function assertVenue(tx: Database, venueId: number | null) {
  if (venueId === null) return;
  const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  if (!venue) {
    throw new ValidationError('Please choose a venue from the list', [
      { path: ['venueId'], message: 'Please choose a venue from the list' },
    ]);
  }
}

const sessionSnapshot = (row: SessionRow) => ({
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  venueId: row.venueId,
  capacity: row.capacity,
});

export async function createSession(
  db: Database,
  { viewer: actor, festival }: ServiceScope<Actor>,
  { activity, session: input }: { activity: ActivityRow; session: TSessionInput },
): Promise<SessionRow> {
  const times = sessionTimes(festival, input);
  return db.transaction(async (tx) => {
    await assertVenue(tx, input.venueId);
    await assertNoNewVenueClash(tx, { before: null, after: { ...times, venueId: input.venueId } });
    const [row] = await tx
      .insert(sessions)
      .values({ activityId: activity.id, venueId: input.venueId, capacity: input.capacity, ...times })
      .returning();
    if (!row) throw new Error('Session was not created');
    await recordAudit(tx, actor, {
      action: 'session.create',
      targetType: 'Session',
      targetId: row.id,
      festivalId: activity.festivalId,
      after: { activityId: activity.id, ...sessionSnapshot(row) },
    });
    return row;
  });
}

/**
 * Moves a session or changes its venue or capacity; capacity below the places taken is refused,
 * and so is a venue another session already has then (VenueClashError, a ValidationError).
 */
export async function updateSession(
  db: Database,
  { viewer: actor, festival, now, publicUrl }: ServiceScope<Actor> & { publicUrl: string },
  { sessionId, session: input }: { sessionId: number; session: TSessionInput },
): Promise<SessionRow> {
  const times = sessionTimes(festival, input);
  return db.transaction(async (tx) => {
    // The session lock is the one the places service takes, so no place sneaks in meanwhile.
    const [before] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('no key update');
    if (!before) throw new NotFoundError('Session');
    await assertVenue(tx, input.venueId);
    await assertNoNewVenueClash(tx, { before, after: { ...times, venueId: input.venueId } });
    if (input.capacity !== null) {
      const [taken] = await tx
        .select({ n: count() })
        .from(placements)
        .where(eq(placements.sessionId, sessionId));
      const placesTaken = taken?.n ?? 0;
      // Capacity's one expression (decision 017): no room even for the places already taken.
      if (!hasRoomFor({ capacity: input.capacity, taken: placesTaken }, 0)) {
        const message = CAPACITY_BELOW_TAKEN_MESSAGE(placesTaken);
        throw new ValidationError(message, [{ path: ['capacity'], message }]);
      }
    }
    const [row] = await tx
      .update(sessions)
      .set({ venueId: input.venueId, capacity: input.capacity, ...times })
      .where(eq(sessions.id, sessionId))
      .returning();
    if (!row) throw new NotFoundError('Session');
    // A place the new capacity made goes to the first person waiting, by the leave rule.
    if (row.capacity !== before.capacity)
      await sessionPlaces().capacityChanged(tx, { now, sessionId, actorUserId: actor.id });
    const [activity] = await tx.select().from(activities).where(eq(activities.id, row.activityId));
    // A published session's new time or venue goes into the changelog and one email each.
    if (activity) await recordSessionChange(tx, { now, publicUrl }, { activity, before, after: row });
    const changed = changedFields(sessionSnapshot(before), sessionSnapshot(row), [
      'startsAt',
      'endsAt',
      'venueId',
      'capacity',
    ]);
    await recordAudit(tx, actor, {
      action: 'session.update',
      targetType: 'Session',
      targetId: row.id,
      festivalId: festival.id,
      ...changed,
    });
    return row;
  });
}

/** Removes a session nobody holds a place in (its waitlist goes with it). */
export async function deleteSession(
  db: Database,
  { viewer: actor, now }: ViewerScope<Actor>,
  { sessionId }: { sessionId: number },
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ session: sessions, activity: activities })
      .from(sessions)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(eq(sessions.id, sessionId))
      .for('update', { of: sessions });
    if (!row) throw new NotFoundError('Session');
    const [taken] = await tx
      .select({ n: count() })
      .from(placements)
      .where(eq(placements.sessionId, sessionId));
    if ((taken?.n ?? 0) > 0) throw new PlacesHeldError(`this session of ${row.activity.name}`, taken?.n ?? 0);
    // Its queue goes with it: everyone waiting is told, with a history entry (the place engine).
    await sessionPlaces().deleting(tx, { now, sessionId, actorUserId: actor.id });
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    await recordAudit(tx, actor, {
      action: 'session.delete',
      targetType: 'Session',
      targetId: sessionId,
      festivalId: row.activity.festivalId,
      before: { activityId: row.activity.id, ...sessionSnapshot(row.session) },
    });
    return row.session;
  });
}
