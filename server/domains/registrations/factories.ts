import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  activities,
  castMembers,
  emails,
  placements,
  profiles,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { type FestivalRow, findFestival } from '#server/domains/festival/index';
import type { Viewer } from '#server/services/scope';

/** Test factories: rows written directly, as the API would leave them. */

let counter = 0;

export async function createPerson(
  db: Database,
  options: { name?: string; permissions?: string[] } = {},
): Promise<{ userId: number; email: string; name: string }> {
  counter += 1;
  const unique = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  const email = `person-${unique}@example.test`;
  const name = options.name ?? `Test Person${counter}`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'not-a-real-hash', permissions: options.permissions ?? [] })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  await db.insert(profiles).values({ userId: user.id, name });
  return { userId: user.id, email, name };
}

/** A staff member with these permissions, as the services see them once signed in. */
export async function createStaffViewer(db: Database, permissions: string[]): Promise<Viewer> {
  const person = await createPerson(db, { permissions });
  return { id: person.userId, email: person.email, permissions, client: 'test' };
}

/** A registration ready to choose workshops (code of conduct accepted). */
export async function createRegistration(
  db: Database,
  { userId, festivalId, completed = true }: { userId: number; festivalId: number; completed?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(registrations)
    .values({
      userId,
      festivalId,
      codeOfConductAcceptedAt: new Date('2026-11-02T00:00:00Z'),
      photoPermission: true,
      completedAt: completed ? new Date('2026-11-02T00:00:00Z') : null,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration not created');
  return row.id;
}

/** A person with a ready registration and the viewer a service call acts as. */
export interface Participant {
  userId: number;
  email: string;
  registrationId: number;
  viewer: Viewer;
}

export async function createParticipant(
  db: Database,
  { festivalId, permissions = [] }: { festivalId: number; permissions?: string[] },
): Promise<Participant> {
  const person = await createPerson(db, { permissions });
  const registrationId = await createRegistration(db, { userId: person.userId, festivalId });
  return {
    ...person,
    registrationId,
    viewer: { id: person.userId, email: person.email, permissions, client: 'test' },
  };
}

export interface SessionInfo {
  id: number;
  activityId: number;
  slug: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
}

export async function workshopSessions(db: Database, festivalId: number): Promise<SessionInfo[]> {
  return db
    .select({
      id: sessions.id,
      activityId: sessions.activityId,
      slug: activities.slug,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      capacity: sessions.capacity,
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(activities.festivalId, festivalId), eq(activities.type, 'Workshop')))
    .orderBy(sessions.startsAt, sessions.id);
}

/** A festival and its workshop sessions, for tests that run the place rules on them. */
export async function festivalWithSessions(
  db: Database,
  festivalId: number,
): Promise<{ festival: FestivalRow; all: SessionInfo[] }> {
  const festival = await findFestival(db, festivalId);
  if (!festival) throw new Error(`no festival ${festivalId}`);
  return { festival, all: await workshopSessions(db, festivalId) };
}

export async function sessionBySlug(db: Database, festivalId: number, slug: string): Promise<SessionInfo> {
  const session = (await workshopSessions(db, festivalId)).find((s) => s.slug === slug);
  if (!session) throw new Error(`no session for ${slug}`);
  return session;
}

export async function setCapacity(db: Database, sessionId: number, capacity: number | null): Promise<void> {
  await db.update(sessions).set({ capacity }).where(eq(sessions.id, sessionId));
}

export async function placementCount(db: Database, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(placements)
    .where(eq(placements.sessionId, sessionId));
  return row?.n ?? 0;
}

export async function placedSessionIds(db: Database, registrationId: number): Promise<number[]> {
  const rows = await db
    .select({ sessionId: placements.sessionId })
    .from(placements)
    .where(eq(placements.registrationId, registrationId));
  return rows.map((row) => row.sessionId).sort((a, b) => a - b);
}

export async function waitlistOf(db: Database, sessionId: number): Promise<number[]> {
  const rows = await db
    .select({ registrationId: waitlistEntries.registrationId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(waitlistEntries.position);
  return rows.map((row) => row.registrationId);
}

export async function emailsTo(db: Database, to: string) {
  return db.select().from(emails).where(eq(emails.to, to)).orderBy(emails.id);
}

/** Makes the person a presenter (tutor) of a session. */
export async function makeTutor(db: Database, { userId, sessionId }: { userId: number; sessionId: number }) {
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new Error('no profile');
  await db.insert(castMembers).values({ profileId: profile.id, sessionId, role: 'tutor' });
}
