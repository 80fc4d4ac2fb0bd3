import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { activities, attendance, placements, sessions } from '#server/db/schema/index';
import type { ServiceScope } from '#server/services/scope';

/**
 * Attendance as staff read it (issue 15): per registration on its page, per session in a report.
 * A roll counts as taken once anyone in the session is ticked present; then everyone placed and
 * not ticked was absent. With nobody ticked, attendance was not taken (not "all absent").
 */

export type AttendanceStatus = 'present' | 'absent' | 'not-taken';

export interface RegistrationAttendance {
  sessionId: number;
  status: AttendanceStatus;
  walkIn: boolean;
}

/** Sessions of these ids whose roll was taken (anyone ticked present). */
async function rollsTaken(db: Database, sessionIds: readonly number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ sessionId: attendance.sessionId })
    .from(attendance)
    .where(inArray(attendance.sessionId, [...sessionIds]));
  return new Set(rows.map((row) => row.sessionId));
}

/** For each session the registration holds a place in, in time order: present, absent or not taken. */
export async function attendanceOfRegistration(
  db: Database,
  registrationId: number,
): Promise<RegistrationAttendance[]> {
  const placed = await db
    .select({
      sessionId: placements.sessionId,
      present: attendance.registrationId,
      walkIn: attendance.walkIn,
    })
    .from(placements)
    .innerJoin(sessions, eq(sessions.id, placements.sessionId))
    .leftJoin(
      attendance,
      and(
        eq(attendance.registrationId, placements.registrationId),
        eq(attendance.sessionId, placements.sessionId),
      ),
    )
    .where(eq(placements.registrationId, registrationId))
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  const taken = await rollsTaken(
    db,
    placed.map((row) => row.sessionId),
  );
  return placed.map((row) => ({
    sessionId: row.sessionId,
    status: row.present !== null ? 'present' : taken.has(row.sessionId) ? 'absent' : 'not-taken',
    walkIn: row.walkIn ?? false,
  }));
}

export interface SessionAttendanceCount {
  sessionId: number;
  capacity: number | null;
  placed: number;
  present: number;
  walkIns: number;
  /** Placed and not ticked, once the roll was taken; 0 while it was not. */
  absent: number;
  rollTaken: boolean;
}

/** Every workshop session of the festival, in time order, with its attendance counts. */
export async function attendanceReport(
  db: Database,
  { festival }: ServiceScope<unknown>,
): Promise<SessionAttendanceCount[]> {
  const rows = await db
    .select({ sessionId: sessions.id, capacity: sessions.capacity })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(activities.festivalId, festival.id), eq(activities.type, 'Workshop')))
    .orderBy(asc(sessions.startsAt), asc(activities.name), asc(sessions.id));
  const ids = rows.map((row) => row.sessionId);
  if (ids.length === 0) return [];
  const placedCounts = await db
    .select({ sessionId: placements.sessionId, n: count() })
    .from(placements)
    .where(inArray(placements.sessionId, ids))
    .groupBy(placements.sessionId);
  const presentCounts = await db
    .select({
      sessionId: attendance.sessionId,
      n: count(),
      walkIns: sql<number>`count(*) filter (where ${attendance.walkIn})`.mapWith(Number),
    })
    .from(attendance)
    .where(inArray(attendance.sessionId, ids))
    .groupBy(attendance.sessionId);
  const placed = new Map(placedCounts.map((row) => [row.sessionId, row.n]));
  const present = new Map(presentCounts.map((row) => [row.sessionId, row]));
  return rows.map((row) => {
    const ticked = present.get(row.sessionId);
    const placedCount = placed.get(row.sessionId) ?? 0;
    const presentCount = ticked?.n ?? 0;
    return {
      sessionId: row.sessionId,
      capacity: row.capacity,
      placed: placedCount,
      present: presentCount,
      walkIns: ticked?.walkIns ?? 0,
      absent: ticked ? Math.max(0, placedCount - presentCount) : 0,
      rollTaken: Boolean(ticked),
    };
  });
}
