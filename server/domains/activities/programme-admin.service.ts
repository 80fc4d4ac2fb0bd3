import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityType } from '#core/activities/activity-types';
import { activityTypeLabel } from '#core/activities/activity-types';
import type { TActivityCreate, TCastInput } from '#core/activities/programme-input';
import type { Database } from '#server/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/errors';
import {
  activities,
  activitySlugs,
  castMembers,
  feedback,
  placements,
  sessions,
  waitlistEntries,
  workshopShows,
} from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { ServiceScope, Viewer, ViewerScope } from '#server/services/scope';
import { type ActivityRow, visibleActivities } from './activities.service';
import { PlacesHeldError } from './programme-admin.errors';

/**
 * Building the programme: activities, their sessions, cast and workshop↔show links (issue 14).
 * Each save is one transaction with its audit entry, so nothing is half-saved or unrecorded.
 */

export type Actor = Pick<Viewer, 'id' | 'email'>;

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

export type CastMemberRow = typeof castMembers.$inferSelect;

/** The activity-wide cast of each activity, in billing order. */
export function castForActivities(db: Database, activityIds: readonly number[]): Promise<CastMemberRow[]> {
  return db
    .select()
    .from(castMembers)
    .where(inArray(castMembers.activityId, [...activityIds]))
    .orderBy(asc(castMembers.position), asc(castMembers.id));
}
