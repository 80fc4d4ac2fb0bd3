import { and, asc, eq, inArray } from 'drizzle-orm';
import { type FeedbackWindow, feedbackWindow, type TFeedbackInput } from '#core/feedback/index';
import type { Database } from '#server/db/client';
import { attendance, feedback, placements, registrations, sessions } from '#server/db/schema/index';
import { NotFoundError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import { FeedbackNotAllowedError } from './feedback.errors';
import { attendedForFeedback, feedbackRefusal } from './feedback.policy';

/** The feedback window as the viewer sees it: also closed to someone the roll marks absent. */
export type MyFeedbackWindow = FeedbackWindow | 'not-attended';

/**
 * Which of these sessions had their roll taken (anyone ticked present), and which the user was
 * ticked present at. The attendance table belongs to messages (the same row of the dependency
 * order), so it is read here directly rather than through that domain.
 */
async function rollsOf(
  db: Database,
  userId: number,
  sessionIds: readonly number[],
): Promise<{ taken: Set<number>; present: Set<number> }> {
  if (sessionIds.length === 0) return { taken: new Set(), present: new Set() };
  const rows = await db
    .select({ sessionId: attendance.sessionId, userId: registrations.userId })
    .from(attendance)
    .innerJoin(registrations, eq(registrations.id, attendance.registrationId))
    .where(inArray(attendance.sessionId, [...sessionIds]));
  return {
    taken: new Set(rows.map((row) => row.sessionId)),
    present: new Set(rows.filter((row) => row.userId === userId).map((row) => row.sessionId)),
  };
}

function attendedSession(rolls: { taken: Set<number>; present: Set<number> }, sessionId: number): boolean {
  return attendedForFeedback({ taken: rolls.taken.has(sessionId), present: rolls.present.has(sessionId) });
}

export type FeedbackRow = typeof feedback.$inferSelect;

/** One registration's feedback, in the order of the sessions it is about. */
export async function listRegistrationFeedback(db: Database, registrationId: number): Promise<FeedbackRow[]> {
  const rows = await db
    .select({ feedback })
    .from(feedback)
    .innerJoin(sessions, eq(sessions.id, feedback.sessionId))
    .where(eq(feedback.registrationId, registrationId))
    .orderBy(asc(sessions.startsAt), asc(feedback.id));
  return rows.map((row) => row.feedback);
}

/**
 * The user's own feedback on each of these sessions (null where there is none), for batching
 * Session.myFeedback. The user is part of the where clause, so nobody else's row is ever read.
 */
export async function feedbackOfUserOnSessions(
  db: Database,
  userId: number,
  sessionIds: readonly number[],
): Promise<Array<FeedbackRow | null>> {
  const rows = await db
    .select({ feedback })
    .from(feedback)
    .innerJoin(registrations, eq(registrations.id, feedback.registrationId))
    .where(and(eq(registrations.userId, userId), inArray(feedback.sessionId, [...sessionIds])));
  const bySession = new Map(rows.map((row) => [row.feedback.sessionId, row.feedback]));
  return sessionIds.map((id) => bySession.get(id) ?? null);
}

/** Which of these sessions the user holds a place in (through any of their registrations). */
export async function placedSessionIdsOf(
  db: Database,
  userId: number,
  sessionIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ sessionId: placements.sessionId })
    .from(placements)
    .innerJoin(registrations, eq(registrations.id, placements.registrationId))
    .where(and(eq(registrations.userId, userId), inArray(placements.sessionId, [...sessionIds])));
  return new Set(rows.map((row) => row.sessionId));
}

/**
 * Saves the viewer's feedback on a session they are placed in, replacing what they said before
 * (one row per registration and session, editable while the window is open).
 */
export async function submitFeedback(
  db: Database,
  { viewer, now }: ViewerScope<Viewer>,
  { sessionId, feedback: input }: { sessionId: number; feedback: TFeedbackInput },
): Promise<FeedbackRow> {
  const [session] = await db
    .select({ startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) throw new NotFoundError('Workshop session');

  const [placement] = await db
    .select({ registrationId: placements.registrationId })
    .from(placements)
    .innerJoin(registrations, eq(registrations.id, placements.registrationId))
    .where(and(eq(registrations.userId, viewer.id), eq(placements.sessionId, sessionId)));

  const attended = attendedSession(await rollsOf(db, viewer.id, [sessionId]), sessionId);
  const refusal = feedbackRefusal(placement !== undefined, session, now, attended);
  if (refusal || !placement) throw new FeedbackNotAllowedError(refusal ?? 'Not allowed');

  const values = {
    rating: input.rating,
    positive: input.positive,
    constructive: input.constructive,
    testimonial: input.testimonial,
  };
  // An upsert on the unique (registration, session) pair: two tabs saving at once both succeed
  // and the later one wins, instead of one failing on the constraint.
  const [row] = await db
    .insert(feedback)
    .values({ registrationId: placement.registrationId, sessionId, ...values })
    .onConflictDoUpdate({ target: [feedback.registrationId, feedback.sessionId], set: values })
    .returning();
  if (!row) throw new Error('feedback not saved');
  return row;
}

/**
 * Whether the user may give feedback on each session now: null where they hold no place, else
 * its window, or `not-attended` while it is open but the roll marks them absent. Three
 * statements for any number of sessions.
 */
export async function feedbackWindowsOf(
  db: Database,
  { userId, sessionIds, now }: { userId: number; sessionIds: readonly number[]; now: Date },
): Promise<Array<MyFeedbackWindow | null>> {
  const placed = await placedSessionIdsOf(db, userId, sessionIds);
  if (placed.size === 0) return sessionIds.map(() => null);
  const rows = await db
    .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .where(inArray(sessions.id, [...placed]));
  const times = new Map(rows.map((row) => [row.id, row]));
  const rolls = await rollsOf(db, userId, [...placed]);
  return sessionIds.map((id) => {
    const session = times.get(id);
    if (!session) return null;
    const window = feedbackWindow(session, now);
    return window === 'open' && !attendedSession(rolls, id) ? 'not-attended' : window;
  });
}
