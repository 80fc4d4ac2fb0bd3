import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityType } from '#core/activities/activity-types';
import { activityTypeLabel } from '#core/activities/activity-types';
import {
  CAPACITY_BELOW_TAKEN_MESSAGE,
  type TActivityCreate,
  type TCastInput,
  type TSessionInput,
} from '#core/activities/programme-input';
import { festivalDays, zonedInstant } from '#core/festival/dates';
import { hasRoomFor } from '#core/registrations/availability';
import type { Database } from '#server/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/errors';
import {
  activities,
  activitySlugs,
  castMembers,
  feedback,
  placements,
  sessions,
  venues,
  waitlistEntries,
  workshopShows,
} from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { ServiceScope, Viewer, ViewerScope } from '#server/services/scope';
import { sessionPlaces } from '#server/services/session-places';
import { type ActivityRow, type SessionRow, visibleActivities } from './activities.service';
import { PlacesHeldError } from './programme-admin.errors';
import { recordSessionChange } from './programme-versions.service';
import { assertNoNewVenueClash } from './session-clashes.service';

/**
 * Building the programme: activities, their sessions, cast and workshop↔show links (issue 14).
 * Each save is one transaction with its audit entry, so nothing is half-saved or unrecorded.
 */

type Actor = Pick<Viewer, 'id' | 'email'>;

const slugTaken = (type: ActivityType) =>
  new ValidationError('That address is already used', [
    { path: ['slug'], message: `Another ${activityTypeLabel(type).toLowerCase()} already uses this address` },
  ]);

async function lockActivity(tx: Database, activityId: number): Promise<ActivityRow> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
  if (!row) throw new NotFoundError('Activity');
  return row;
}

/** An old slug taken over by a new or renamed activity stops redirecting to the old owner. */
async function claimSlug(tx: Database, activity: Pick<ActivityRow, 'festivalId' | 'type'>, slug: string) {
  await tx
    .delete(activitySlugs)
    .where(
      and(
        eq(activitySlugs.festivalId, activity.festivalId),
        eq(activitySlugs.type, activity.type),
        eq(activitySlugs.slug, slug),
      ),
    );
}

export async function createActivity(
  db: Database,
  { viewer: actor, festival, now }: ServiceScope<Actor>,
  input: TActivityCreate,
): Promise<ActivityRow> {
  try {
    return await db.transaction(async (tx) => {
      await claimSlug(tx, { festivalId: festival.id, type: input.type }, input.slug);
      const [row] = await tx
        .insert(activities)
        .values({
          festivalId: festival.id,
          type: input.type,
          name: input.name,
          slug: input.slug,
          // A draft until staff publish it (decision 020).
          publishedAt: null,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('Activity was not created');
      await recordAudit(tx, actor, {
        action: 'activity.create',
        targetType: 'Activity',
        targetId: row.id,
        festivalId: festival.id,
        after: { type: row.type, name: row.name, slug: row.slug, draft: true },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.type);
    throw error;
  }
}

export interface ActivityChanges {
  name: string;
  slug?: string | undefined;
  description: string;
  suitability: string;
  bookingLink: string | null;
}

/** Saves an activity's fields; a changed slug keeps the old one as a redirect. */
export async function saveActivity(
  db: Database,
  { viewer: actor, now }: ViewerScope<Actor>,
  { activityId, activity: input }: { activityId: number; activity: ActivityChanges },
): Promise<ActivityRow> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockActivity(tx, activityId);
      const slug = input.slug ?? before.slug;
      if (slug !== before.slug) {
        await claimSlug(tx, before, slug);
        await tx
          .insert(activitySlugs)
          .values({
            activityId,
            festivalId: before.festivalId,
            type: before.type,
            slug: before.slug,
            createdAt: now,
          })
          .onConflictDoNothing();
      }
      const [row] = await tx
        .update(activities)
        .set({
          name: input.name,
          slug,
          description: input.description,
          suitability: input.suitability,
          bookingLink: input.bookingLink,
          updatedAt: now,
        })
        .where(eq(activities.id, activityId))
        .returning();
      if (!row) throw new NotFoundError('Activity');
      const changed = changedFields(before, row, [
        'name',
        'slug',
        'description',
        'suitability',
        'bookingLink',
      ]);
      await recordAudit(tx, actor, {
        action: 'activity.update',
        targetType: 'Activity',
        targetId: row.id,
        festivalId: row.festivalId,
        before: changed.before,
        after: changed.after,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [row] = await db
        .select({ type: activities.type })
        .from(activities)
        .where(eq(activities.id, activityId));
      throw slugTaken(row?.type ?? 'Workshop');
    }
    throw error;
  }
}

/** Only the fields that differ, as before/after snapshots for the audit log. */
export function changedFields<T extends object>(before: T, after: T, keys: ReadonlyArray<keyof T>) {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

/** Finds an activity by an old slug, for redirecting to its current address (drafts only if asked). */
export async function findActivityByOldSlug(
  db: Database,
  festivalId: number,
  type: ActivityType,
  slug: string,
  drafts = false,
): Promise<ActivityRow | null> {
  const [row] = await db
    .select({ activity: activities })
    .from(activitySlugs)
    .innerJoin(activities, eq(activities.id, activitySlugs.activityId))
    .where(
      and(
        eq(activitySlugs.festivalId, festivalId),
        eq(activitySlugs.type, type),
        eq(activitySlugs.slug, slug),
        visibleActivities(drafts),
      ),
    );
  return row?.activity ?? null;
}

export interface DeletionImpact {
  sessions: number;
  placesTaken: number;
  waitlisted: number;
  cast: number;
  feedback: number;
}

/** What else goes when an activity is deleted: shown in the confirmation. */
export async function deletionImpact(db: Database, activityId: number): Promise<DeletionImpact> {
  const sessionIds = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.activityId, activityId));
  // One after another, not Promise.all: deleteActivity calls this inside its transaction, and one
  // client must not be sent a statement while another runs (issue 25 item 6).
  const [sessionCount] = await db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.activityId, activityId));
  const [places] = await db
    .select({ n: count() })
    .from(placements)
    .where(inArray(placements.sessionId, sessionIds));
  const [waiting] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.sessionId, sessionIds));
  const [cast] = await db
    .select({ n: count() })
    .from(castMembers)
    .where(sql`${castMembers.activityId} = ${activityId} or ${castMembers.sessionId} in ${sessionIds}`);
  const [notes] = await db
    .select({ n: count() })
    .from(feedback)
    .where(inArray(feedback.sessionId, sessionIds));
  return {
    sessions: sessionCount?.n ?? 0,
    placesTaken: places?.n ?? 0,
    waitlisted: waiting?.n ?? 0,
    cast: cast?.n ?? 0,
    feedback: notes?.n ?? 0,
  };
}

/** Deletes an activity with its sessions, cast, waitlists and links; refused while anyone holds a place. */
export async function deleteActivity(
  db: Database,
  { viewer: actor }: ViewerScope<Actor>,
  { activityId }: { activityId: number },
): Promise<ActivityRow> {
  return db.transaction(async (tx) => {
    const activity = await lockActivity(tx, activityId);
    // Locking its sessions stops a place being taken between the count and the delete.
    await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.activityId, activityId))
      .for('update');
    const impact = await deletionImpact(tx, activityId);
    if (impact.placesTaken > 0) throw new PlacesHeldError(activity.name, impact.placesTaken);
    await tx.delete(activities).where(eq(activities.id, activityId));
    await recordAudit(tx, actor, {
      action: 'activity.delete',
      targetType: 'Activity',
      targetId: activity.id,
      festivalId: activity.festivalId,
      before: { type: activity.type, name: activity.name, slug: activity.slug, ...impact },
    });
    return activity;
  });
}

/** Links a workshop to the show it leads to (or unlinks it with null). */
export async function linkWorkshopToShow(
  db: Database,
  { viewer: actor }: ViewerScope<Actor>,
  { workshop, showId }: { workshop: ActivityRow; showId: number | null },
): Promise<ActivityRow> {
  return db.transaction(async (tx) => {
    if (showId !== null) {
      const [show] = await tx.select().from(activities).where(eq(activities.id, showId));
      if (show?.type !== 'Show' || show.festivalId !== workshop.festivalId) {
        throw new ValidationError('Please choose a show of the same festival', [
          { path: ['showId'], message: 'Please choose a show of the same festival' },
        ]);
      }
    }
    const before = await tx.select().from(workshopShows).where(eq(workshopShows.workshopId, workshop.id));
    await tx.delete(workshopShows).where(eq(workshopShows.workshopId, workshop.id));
    if (showId !== null) await tx.insert(workshopShows).values({ workshopId: workshop.id, showId });
    await recordAudit(tx, actor, {
      action: 'activity.link-show',
      targetType: 'Activity',
      targetId: workshop.id,
      festivalId: workshop.festivalId,
      before: { showId: before[0]?.showId ?? null },
      after: { showId },
    });
    return workshop;
  });
}

/** Replaces the activity-wide cast (presenters with roles, in billing order). */
export async function setActivityCast(
  db: Database,
  { viewer: actor }: ViewerScope<Actor>,
  { activity, cast }: { activity: ActivityRow; cast: TCastInput },
): Promise<ActivityRow> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ profileId: castMembers.profileId, role: castMembers.role })
      .from(castMembers)
      .where(eq(castMembers.activityId, activity.id))
      .orderBy(castMembers.position);
    await tx.delete(castMembers).where(eq(castMembers.activityId, activity.id));
    if (cast.length > 0) {
      try {
        await tx.insert(castMembers).values(
          cast.map((member, position) => ({
            activityId: activity.id,
            profileId: member.profileId,
            role: member.role,
            position,
          })),
        );
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new ValidationError('Please choose people from the list', [
            { path: ['cast'], message: 'Please choose people from the list' },
          ]);
        }
        throw error;
      }
    }
    await recordAudit(tx, actor, {
      action: 'activity.cast',
      targetType: 'Activity',
      targetId: activity.id,
      festivalId: activity.festivalId,
      before,
      after: cast,
    });
    return activity;
  });
}

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

export type CastMemberRow = typeof castMembers.$inferSelect;

/** The activity-wide cast of each activity, in billing order. */
export function castForActivities(db: Database, activityIds: readonly number[]): Promise<CastMemberRow[]> {
  return db
    .select()
    .from(castMembers)
    .where(inArray(castMembers.activityId, [...activityIds]))
    .orderBy(asc(castMembers.position), asc(castMembers.id));
}
