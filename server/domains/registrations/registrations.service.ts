import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { displayName } from '#core/people/names';
import { displayRank, placementWorkshopCount, preferenceWorkshopCount } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import {
  activities,
  placements,
  preferences,
  profiles,
  registrations,
  sessions,
  users,
} from '#server/db/schema/index';
import { offeredWorkshopSessions } from '#server/domains/activities/index';
import type { ServiceScope } from '#server/services/scope';
import { type RegistrationRow, sessionTimesOf } from './registration-reads';

// Staff's lists of a festival's registrations, and the demand for each workshop session.

export interface RegistrationSummary {
  registration: RegistrationRow;
  name: string;
  email: string;
  placed: number;
  preferred: number;
}

export interface RegistrationList {
  items: RegistrationSummary[];
  total: number;
  completed: number;
  /** Workshop places taken (full-day counts as two) and places offered, across the festival. */
  placesTaken: number;
  placesOffered: number;
}

/** Every registration of a festival, optionally filtered by name or email, with counts for staff. */
export async function listRegistrations(
  db: Database,
  { festival }: ServiceScope<unknown>,
  { search }: { search: string | null },
): Promise<RegistrationList> {
  const festivalId = festival.id;
  const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ registration: registrations, email: users.email, name: profiles.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(registrations.festivalId, festivalId),
        pattern ? or(ilike(users.email, pattern), ilike(profiles.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.name}, ${users.email}))`));
  const ids = rows.map((row) => row.registration.id);
  const ofListed = inArray(registrations.id, ids);
  const placed = ids.length ? await sessionTimesOf(db, placements, ofListed) : [];
  const preferred = ids.length ? await sessionTimesOf(db, preferences, ofListed) : [];
  const group = <T extends { registrationId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.registrationId, [...(map.get(item.registrationId) ?? []), item]);
    return map;
  };
  const placedBy = group(placed);
  const preferredBy = group(preferred);
  const [offered] = await db
    .select({ places: sql<number>`coalesce(sum(${sessions.capacity}), 0)`.mapWith(Number) })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(offeredWorkshopSessions(festivalId));
  const [taken] = await db
    .select({ places: count() })
    .from(placements)
    .innerJoin(registrations, eq(registrations.id, placements.registrationId))
    .where(eq(registrations.festivalId, festivalId));
  return {
    items: rows.map((row) => ({
      registration: row.registration,
      name: displayName(row.name, row.email),
      email: row.email,
      placed: placementWorkshopCount(placedBy.get(row.registration.id) ?? []),
      preferred: preferenceWorkshopCount(preferredBy.get(row.registration.id) ?? []),
    })),
    total: rows.length,
    completed: rows.filter((row) => row.registration.completedAt !== null).length,
    placesTaken: taken?.places ?? 0,
    placesOffered: offered?.places ?? 0,
  };
}

export interface PreferenceCounts {
  sessionId: number;
  /** How many people ranked it 1st, 2nd, 3rd, and lower, in its slot (stored positions with gaps are ranked in order). */
  byChoice: [number, number, number, number];
  capacity: number | null;
}

/**
 * For each workshop session, how many people chose it 1st, 2nd, 3rd or lower: the demand staff see
 * before running the allocation. Ranks are per slot, counted as the wizard shows them.
 */
export async function countPreferences(
  db: Database,
  { festival }: ServiceScope<unknown>,
): Promise<PreferenceCounts[]> {
  const rows = await db
    .select({
      registrationId: preferences.registrationId,
      sessionId: preferences.sessionId,
      position: preferences.position,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      capacity: sessions.capacity,
    })
    .from(preferences)
    .innerJoin(sessions, eq(sessions.id, preferences.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(activities.festivalId, festival.id));
  const byRegistration = new Map<number, typeof rows>();
  for (const row of rows)
    byRegistration.set(row.registrationId, [...(byRegistration.get(row.registrationId) ?? []), row]);
  const counts = new Map<number, PreferenceCounts>();
  for (const ranked of byRegistration.values()) {
    const map = new Map(ranked.map((r) => [String(r.sessionId), r]));
    const list = ranked.map((r) => ({ sessionId: String(r.sessionId), position: r.position }));
    for (const row of ranked) {
      const rank = displayRank(list, String(row.sessionId), map) ?? 4;
      const entry = counts.get(row.sessionId) ?? {
        sessionId: row.sessionId,
        byChoice: [0, 0, 0, 0],
        capacity: row.capacity,
      };
      const index = (Math.min(rank, 4) - 1) as 0 | 1 | 2 | 3;
      entry.byChoice[index] += 1;
      counts.set(row.sessionId, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.byChoice[0] - a.byChoice[0] || a.sessionId - b.sessionId);
}
