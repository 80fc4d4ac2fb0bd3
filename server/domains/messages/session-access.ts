import { and, eq, or } from 'drizzle-orm';
import { hasPermission } from '#core/people/permissions';
import type { Database } from '#server/db/client';
import { activities, castMembers, profiles, sessions } from '#server/db/schema/index';
import { NotAllowedError, NotFoundError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';

// Who may open a session's roll and messages: staff, and the session's own tutors.

export type SessionAccess = 'staff' | 'tutor';

export interface SessionInfo {
  id: number;
  activityId: number;
  activityName: string;
  activitySlug: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
}

export async function findSession(db: Database, sessionId: number): Promise<SessionInfo | null> {
  if (!Number.isSafeInteger(sessionId)) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      activityId: sessions.activityId,
      activityName: activities.name,
      activitySlug: activities.slug,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      capacity: sessions.capacity,
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

export async function isTutorOf(db: Database, userId: number, session: SessionInfo): Promise<boolean> {
  const [row] = await db
    .select({ id: castMembers.id })
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .where(
      and(
        eq(profiles.userId, userId),
        eq(castMembers.role, 'tutor'),
        or(eq(castMembers.sessionId, session.id), eq(castMembers.activityId, session.activityId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The viewer's access to a session's roll, or NotAllowed (NotFound for an unknown session). */
export async function requireSessionAccess(
  db: Database,
  { viewer }: ViewerScope,
  { sessionId }: { sessionId: number },
): Promise<{ session: SessionInfo; access: SessionAccess; viewer: Viewer }> {
  if (!viewer) throw new NotAllowedError();
  const session = await findSession(db, sessionId);
  const staff = hasPermission(viewer, 'registrations');
  if (!session) {
    if (staff) throw new NotFoundError('Session');
    throw new NotAllowedError();
  }
  if (staff) return { session, access: 'staff', viewer };
  if (await isTutorOf(db, viewer.id, session)) return { session, access: 'tutor', viewer };
  throw new NotAllowedError('Only this session’s tutors and registration staff can see this.');
}
