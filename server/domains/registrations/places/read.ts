import { type AnyColumn, and, asc, eq, inArray, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
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
import { groupBy } from '#server/lib/group-by';
import type { Viewer } from '#server/services/scope';
import {
  findRegistration,
  type RegistrationRow,
  type WaitlistEntryRow,
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

/** Someone at the head of a queue, locked, with what deciding to offer them its place reads. */
export interface QueueOffer {
  entry: WaitlistEntryRow;
  registration: RegistrationRow;
  /** Places held, by start (findPlacedSessions). */
  held: WorkshopSession[];
  teaching: WorkshopSession[];
  /** Their other queues, by session id (findQueuedSessions once this entry is taken off). */
  queued: WorkshopSession[];
  ranks: Map<number, number>;
  /** Places held when they joined this queue themselves, which it outranks; empty otherwise. */
  chosenOver: Set<number>;
}

/**
 * The first `limit` people in a session's queue, locked in queue order, and what an offer to each
 * needs, read for all of them at once: five statements for any number of people, where reading
 * one person at a time cost six each (issue 32: at publish, runs of a hundred people who cannot
 * take the place).
 */
export async function readQueueOffers(
  tx: Database,
  { festivalId, sessionId, limit }: { festivalId: number; sessionId: number; limit: number },
): Promise<QueueOffer[]> {
  const head = await tx
    .select({ entry: waitlistEntries, registration: registrations })
    .from(waitlistEntries)
    .innerJoin(registrations, eq(registrations.id, waitlistEntries.registrationId))
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(asc(waitlistEntries.position))
    .limit(limit)
    .for('update', { of: registrations });
  if (head.length === 0) return [];
  const ids = head.map((row) => row.registration.id);
  const held = await tx
    .select({
      registrationId: placements.registrationId,
      placedAt: placements.createdAt,
      ...workshopSessionColumns,
    })
    .from(placements)
    .innerJoin(sessions, eq(sessions.id, placements.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(inArray(placements.registrationId, ids))
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  const queued = await tx
    .select({ registrationId: waitlistEntries.registrationId, ...workshopSessionColumns })
    .from(waitlistEntries)
    .innerJoin(sessions, eq(sessions.id, waitlistEntries.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(inArray(waitlistEntries.registrationId, ids), ne(waitlistEntries.sessionId, sessionId)))
    .orderBy(asc(sessions.id));
  const teaching = await tx
    .selectDistinct({ userId: profiles.userId, ...workshopSessionColumns })
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .innerJoin(
      sessions,
      or(eq(sessions.id, castMembers.sessionId), eq(sessions.activityId, castMembers.activityId)),
    )
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        inArray(profiles.userId, [...new Set(head.map((row) => row.registration.userId))]),
        eq(activities.festivalId, festivalId),
      ),
    );
  const ranked = await tx
    .select({
      registrationId: preferences.registrationId,
      sessionId: preferences.sessionId,
      position: preferences.position,
    })
    .from(preferences)
    .where(inArray(preferences.registrationId, ids));
  const heldBy = groupBy(held, (row) => row.registrationId);
  const queuedBy = groupBy(queued, (row) => row.registrationId);
  const teachingBy = groupBy(teaching, (row) => row.userId);
  const ranksBy = groupBy(ranked, (row) => row.registrationId);
  return head.map(({ entry, registration }) => {
    const placed = heldBy.get(registration.id) ?? [];
    return {
      entry,
      registration,
      held: placed.map(workshopSessionOf),
      teaching: (teachingBy.get(registration.userId) ?? []).map(workshopSessionOf),
      queued: (queuedBy.get(registration.id) ?? []).map(workshopSessionOf),
      ranks: new Map((ranksBy.get(registration.id) ?? []).map((row) => [row.sessionId, row.position])),
      chosenOver: new Set(
        entry.joinedThemselves
          ? placed.filter((row) => row.placedAt.getTime() <= entry.createdAt.getTime()).map((row) => row.id)
          : [],
      ),
    };
  });
}

/** Only the WorkshopSession fields of a row read with others beside them. */
function workshopSessionOf(row: WorkshopSession): WorkshopSession {
  const { id, activityId, startsAt, endsAt, capacity, workshop } = row;
  return { id, activityId, startsAt, endsAt, capacity, workshop };
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
