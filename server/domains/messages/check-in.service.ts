import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, ilike, inArray, isNull, lt, or } from 'drizzle-orm';
import { addDays, festivalDays, isoDateInZone, zonedInstant } from '#core/festival/dates';
import { displayName } from '#core/people/names';
import type { Database } from '#server/db/client';
import { attendance, placements, profiles, registrations, sessions, users } from '#server/db/schema/index';
import type { ServiceScope, Viewer } from '#server/services/scope';

/**
 * The festival's check-in desk (issue 26): staff find someone by name or email (or by the token
 * in the QR code on their "My calendar" page) and see their sessions on a festival day, then tick
 * them present through the session roll's setAttendance (same rules, same audit entry).
 */

export interface CheckInSession {
  sessionId: number;
  present: boolean;
  walkIn: boolean;
  cancelled: boolean;
}

export interface CheckInPerson {
  registrationId: number;
  name: string;
  email: string;
  pronouns: string;
  day: string;
  sessions: CheckInSession[];
}

/** 24 random bytes: 192 bits, far beyond guessing, and never derived from an id. */
export const newCheckInToken = () => randomBytes(24).toString('base64url');

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The viewer's check-in token for the festival, made on first use; null without a registration.
 * Made with a guarded update so two first requests at once end up with one token.
 */
export async function checkInTokenFor(
  db: Database,
  { viewer, festival }: ServiceScope<Pick<Viewer, 'id'>>,
): Promise<string | null> {
  const where = and(eq(registrations.festivalId, festival.id), eq(registrations.userId, viewer.id));
  const [row] = await db.select({ token: registrations.checkInToken }).from(registrations).where(where);
  if (!row) return null;
  if (row.token) return row.token;
  await db
    .update(registrations)
    .set({ checkInToken: newCheckInToken() })
    .where(and(where, isNull(registrations.checkInToken)));
  const [made] = await db.select({ token: registrations.checkInToken }).from(registrations).where(where);
  return made?.token ?? null;
}

/** The day the desk shows: the one asked for, else today when the festival is on, else its first day. */
export function deskDay(festival: ServiceScope['festival'], now: Date, day?: string | null): string {
  const days = festivalDays(festival.startDate, festival.endDate);
  // Any other day simply has none of the festival's sessions.
  if (day) return day;
  const today = isoDateInZone(now);
  return days.includes(today) ? today : (days[0] ?? today);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface PersonRow {
  registrationId: number;
  name: string | null;
  email: string;
  pronouns: string | null;
}

async function withSessions(db: Database, people: PersonRow[], day: string): Promise<CheckInPerson[]> {
  if (people.length === 0) return [];
  const ids = people.map((person) => person.registrationId);
  const rows = await db
    .select({
      registrationId: placements.registrationId,
      sessionId: sessions.id,
      cancelledAt: sessions.cancelledAt,
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
    .where(
      and(
        inArray(placements.registrationId, ids),
        gte(sessions.startsAt, zonedInstant(day, '00:00')),
        lt(sessions.startsAt, zonedInstant(addDays(day, 1), '00:00')),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  return people.map((person) => ({
    registrationId: person.registrationId,
    name: displayName(person.name, person.email),
    email: person.email,
    pronouns: person.pronouns ?? '',
    day,
    sessions: rows
      .filter((row) => row.registrationId === person.registrationId)
      .map((row) => ({
        sessionId: row.sessionId,
        present: row.present !== null,
        walkIn: row.walkIn ?? false,
        cancelled: row.cancelledAt !== null,
      })),
  }));
}

const personColumns = {
  registrationId: registrations.id,
  name: profiles.name,
  email: users.email,
  pronouns: profiles.pronouns,
};

/** Up to 20 people registered for the festival whose name or email contains the search. */
export async function searchCheckIn(
  db: Database,
  { festival, now }: ServiceScope<Viewer>,
  input: { search: string; day?: string | null },
): Promise<CheckInPerson[]> {
  const day = deskDay(festival, now, input.day);
  // Nobody's name or email is longer than this; a longer search finds no one.
  const search = input.search.trim().slice(0, 320);
  if (search.length < 2) return [];
  const pattern = `%${escapeLike(search)}%`;
  const people = await db
    .select(personColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .where(
      and(
        eq(registrations.festivalId, festival.id),
        or(ilike(users.email, pattern), ilike(profiles.name, pattern)),
      ),
    )
    .orderBy(asc(profiles.name), asc(users.email))
    .limit(20);
  return withSessions(db, people, day);
}

/** The person whose QR code carries this token, with their sessions on the day; null when none. */
export async function checkInCard(
  db: Database,
  { festival, now }: ServiceScope<Viewer>,
  input: { token: string; day?: string | null },
): Promise<CheckInPerson | null> {
  const day = deskDay(festival, now, input.day);
  if (!TOKEN.test(input.token)) return null;
  const [person] = await db
    .select(personColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .where(and(eq(registrations.festivalId, festival.id), eq(registrations.checkInToken, input.token)));
  if (!person) return null;
  return (await withSessions(db, [person], day))[0] ?? null;
}
