import { asc, eq, inArray } from 'drizzle-orm';
import { displayName } from '#core/people/names';
import type { Database } from '#server/db/client';
import {
  activities,
  feedback,
  placements,
  profiles,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import type { SessionRow } from './activities.service';

/**
 * Staff views of activities: the timetable, feedback, who is in each session, and editing.
 *
 * Participant lists read the registrations tables directly (as `placementCounts` does) rather than
 * going through the registrations domain: activities comes earlier in the dependency order, and
 * these rows are plain names for staff, not Registration objects with their own rules.
 */

export type FeedbackRow = typeof feedback.$inferSelect & { activityId: number };

/** Every session of the festival, of every kind, by start time then venue. */
export function listFestivalSessions(db: Database, festivalId: number): Promise<SessionRow[]> {
  return db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(activities.festivalId, festivalId))
    .orderBy(asc(sessions.startsAt), asc(sessions.venueId), asc(sessions.id))
    .then((rows) => rows.map((row) => row.session));
}

/** Feedback left on any session of each activity, oldest first. */
export async function feedbackForActivities(
  db: Database,
  activityIds: readonly number[],
): Promise<FeedbackRow[]> {
  const rows = await db
    .select({ feedback, activityId: sessions.activityId })
    .from(feedback)
    .innerJoin(sessions, eq(sessions.id, feedback.sessionId))
    .where(inArray(sessions.activityId, [...activityIds]))
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
  return rows.map((row) => ({ ...row.feedback, activityId: row.activityId }));
}

export interface SessionParticipantRow {
  sessionId: number;
  registrationId: number;
  name: string;
  email: string;
  /** 1-based: order of arrival for places, place in the queue for waitlists. */
  position: number;
}

const personColumns = {
  registrationId: registrations.id,
  name: profiles.name,
  email: users.email,
};

/** The people linked to each session by its places or by its queue, with their names. */
function participantsThrough(
  db: Database,
  link: typeof placements | typeof waitlistEntries,
  sessionIds: readonly number[],
) {
  return db
    .select({ ...personColumns, sessionId: link.sessionId })
    .from(link)
    .innerJoin(registrations, eq(registrations.id, link.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(link.sessionId, [...sessionIds]));
}

/** People with a place in each session, in the order they got it. */
export async function participantsForSessions(
  db: Database,
  sessionIds: readonly number[],
): Promise<SessionParticipantRow[]> {
  return numbered(
    await participantsThrough(db, placements, sessionIds).orderBy(
      asc(placements.createdAt),
      asc(registrations.id),
    ),
  );
}

/** People waiting for each session, next in line first. */
export async function waitlistsForSessions(
  db: Database,
  sessionIds: readonly number[],
): Promise<SessionParticipantRow[]> {
  return numbered(
    await participantsThrough(db, waitlistEntries, sessionIds).orderBy(asc(waitlistEntries.position)),
  );
}

function numbered(
  rows: Array<{ sessionId: number; registrationId: number; name: string | null; email: string }>,
): SessionParticipantRow[] {
  const counts = new Map<number, number>();
  return rows.map((row) => {
    const position = (counts.get(row.sessionId) ?? 0) + 1;
    counts.set(row.sessionId, position);
    return { ...row, name: displayName(row.name, row.email), position };
  });
}
