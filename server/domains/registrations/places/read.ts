import { type AnyColumn, and, asc, eq, inArray, lte, type SQLWrapper, sql } from 'drizzle-orm';
import { displayName } from '#core/people/names';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import {
  activities,
  castMembers,
  placements,
  preferences,
  profiles,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import type { Viewer } from '#server/services/scope';
import {
  findRegistration,
  type RegistrationRow,
  type WorkshopSession,
  workshopSessionColumns,
} from '../registration-reads';
import { RegistrationIncompleteError, type SwapGivingUp } from '../registrations.errors';
import { takenSql } from './capacity';

/** Step 2: read what the decision needs, in as few statements as a rush can afford. */

/**
 * A session at a glance, in one statement: its workshop and capacity, places taken, who is first
 * in its queue, and whether the registration `holder` holds a place in it.
 */
export function glanceColumns(holder: SQLWrapper) {
  return {
    workshop: activities.name,
    capacity: sessions.capacity,
    taken: takenSql(sessions.id).mapWith(Number),
    next: sql<number | null>`(select ${waitlistEntries.registrationId} from ${waitlistEntries}
      where ${waitlistEntries.sessionId} = ${sessions.id} order by ${waitlistEntries.position} limit 1)`.mapWith(
      Number,
    ),
    holds: sql<boolean>`exists (select 1 from ${placements}
      where ${placements.sessionId} = ${sessions.id} and ${placements.registrationId} = ${holder})`,
  };
}

export async function glanceAt(tx: Database, sessionId: number, registrationId: number) {
  const [row] = await tx
    .select(glanceColumns(sql`${registrationId}`))
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

type WorkshopSessionJson = Omit<WorkshopSession, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string;
};

/**
 * A registration's sessions through its places or its queues, as one JSON column of another
 * statement (the same fields as workshopSessionColumns), so a join reads them with the session it
 * wants instead of in two statements more.
 */
export function sessionsThrough(
  link: typeof placements | typeof waitlistEntries,
  registrationId: number,
  order: AnyColumn,
) {
  const fields = Object.entries(workshopSessionColumns).flatMap(([name, column]) => [
    sql.raw(`'${name}'`),
    column,
  ]);
  return sql<
    WorkshopSession[]
  >`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${order}), '[]'::json)
    from ${link}
    inner join ${sessions} on ${sessions.id} = ${link.sessionId}
    inner join ${activities} on ${activities.id} = ${sessions.activityId}
    where ${link.registrationId} = ${registrationId})`.mapWith((rows: WorkshopSessionJson[] | string) =>
    (typeof rows === 'string' ? (JSON.parse(rows) as WorkshopSessionJson[]) : rows).map((row) => ({
      ...row,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
    })),
  );
}

/**
 * The joiner's registration and a glance at the session, in one prepared statement: in a rush
 * most joins are answered from this alone ("full"), so it is the one statement they cost beside
 * credentials and the festival. A join that goes on also needs whom to write to and whether they
 * teach anywhere (most do not, and then their teaching sessions need not be read).
 */
const readyToJoinStatement = preparedStatement((db) =>
  db
    .select({
      registration: registrations,
      ...glanceColumns(registrations.id),
      email: users.email,
      name: profiles.name,
      teaches: sql<boolean>`exists (select 1 from ${castMembers}
        inner join ${profiles} teacher on teacher.id = ${castMembers.profileId}
        where teacher.user_id = ${registrations.userId})`,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .leftJoin(sessions, eq(sessions.id, sql.placeholder('sessionId')))
    .leftJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        eq(registrations.festivalId, sql.placeholder('festivalId')),
        eq(registrations.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('ready_to_join'),
);

export async function readyToJoin(
  db: Database,
  { festival, viewer, sessionId }: { festival: FestivalRow; viewer: Viewer; sessionId: number },
) {
  const [row] = await readyToJoinStatement(db).execute({
    sessionId,
    festivalId: festival.id,
    userId: viewer.id,
  });
  if (!row?.registration.codeOfConductAcceptedAt) throw new RegistrationIncompleteError();
  const { registration, workshop, capacity, taken, next, holds, email, name, teaches } = row;
  return {
    registration,
    glance: workshop === null ? null : { workshop, capacity, taken, next, holds },
    addressee: { email, name: displayName(name, email) },
    teaches,
  };
}

/** A registration that may choose workshops: it exists and has the code of conduct accepted. */
export async function requireReadyRegistration(
  db: Database,
  { festival, viewer }: { festival: FestivalRow; viewer: Viewer },
): Promise<RegistrationRow> {
  const registration = await findRegistration(db, { festivalId: festival.id, userId: viewer.id });
  if (!registration?.codeOfConductAcceptedAt) throw new RegistrationIncompleteError();
  return registration;
}

export async function firstInLine(tx: Database, sessionId: number) {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(asc(waitlistEntries.position))
    .limit(1);
  return entry ?? null;
}

export async function ranksOf(tx: Database, registrationId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ sessionId: preferences.sessionId, position: preferences.position })
    .from(preferences)
    .where(eq(preferences.registrationId, registrationId));
  return new Map(rows.map((row) => [row.sessionId, row.position]));
}

/** The sessions someone held a place in when they joined a waitlist (its entry). */
export async function placesHeldSince(
  tx: Database,
  entry: { registrationId: number; createdAt: Date },
): Promise<Set<number>> {
  const rows = await tx
    .select({ sessionId: placements.sessionId })
    .from(placements)
    .where(
      and(eq(placements.registrationId, entry.registrationId), lte(placements.createdAt, entry.createdAt)),
    );
  return new Set(rows.map((row) => row.sessionId));
}

/** What a swap gives up: a place can be had back only if nobody is waiting for it. */
export async function swapTerms(tx: Database, clashing: readonly WorkshopSession[]): Promise<SwapGivingUp[]> {
  const waited = await tx
    .selectDistinct({ sessionId: waitlistEntries.sessionId })
    .from(waitlistEntries)
    .where(
      inArray(
        waitlistEntries.sessionId,
        clashing.map((other) => other.id),
      ),
    );
  const queued = new Set(waited.map((row) => row.sessionId));
  return clashing.map((other) => ({
    session: { id: other.id, workshop: other.workshop },
    canHaveBack: !queued.has(other.id),
  }));
}
