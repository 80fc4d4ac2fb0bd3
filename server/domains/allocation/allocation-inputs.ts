import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AllocationInstance } from '#core/allocation/index';
import { slotKeys } from '#core/festival/dates';
import { displayName } from '#core/people/names';
import { festivalPhase } from '#core/registrations/phase';
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
import type { FestivalRow } from '#server/domains/festival/index';
import type { AllocationMode } from './allocation.types';

// The lottery's inputs: the festival's workshop sessions and everyone's ranked preferences.

/** Sessions with no capacity set take anyone; the engine needs a number. */
export const UNLIMITED_CAPACITY = 100_000;
export interface SessionInfo {
  id: string;
  activityId: string;
  name: string;
  slug: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  slots: string[];
}

export interface PersonInfo {
  registrationId: string;
  name: string;
  email: string;
}

/**
 * The festival's workshop sessions (not cancelled ones, nor a draft's: nobody can rank those,
 * decision 020), with their slots, as the review and the emails show them.
 */
export async function listWorkshopSessions(db: Database, festivalId: number): Promise<SessionInfo[]> {
  const rows = await db
    .select({
      id: sessions.id,
      activityId: sessions.activityId,
      name: activities.name,
      slug: activities.slug,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      capacity: sessions.capacity,
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(offeredWorkshopSessions(festivalId))
    .orderBy(asc(sessions.startsAt), asc(activities.name));
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    activityId: String(row.activityId),
    slots: slotKeys(row.startsAt, row.endsAt),
  }));
}

/**
 * The lottery's instance: the festival's workshop sessions (with places already held), and every
 * completed registration that ranked one of them, plus anyone holding a place (so held places
 * count against capacity and the engine knows whose they are).
 *
 * In `unplaced-only` mode the instance holds only the registrations with no workshop place, and
 * each session offers only what is left (capacity minus places held), so nothing anyone holds can
 * move.
 */
export async function loadAllocationInstance(
  db: Database,
  festivalId: number,
  mode: AllocationMode = 'full',
): Promise<AllocationInstance> {
  const workshopSessions = await listWorkshopSessions(db, festivalId);
  const sessionIds = workshopSessions.map((s) => Number(s.id));
  if (sessionIds.length === 0) return { sessions: [], registrations: [] };
  const held = await db
    .select({ registrationId: placements.registrationId, sessionId: placements.sessionId })
    .from(placements)
    .where(inArray(placements.sessionId, sessionIds));
  const ranked = await db
    .select({
      registrationId: preferences.registrationId,
      sessionId: preferences.sessionId,
      position: preferences.position,
    })
    .from(preferences)
    .innerJoin(registrations, eq(registrations.id, preferences.registrationId))
    .where(
      and(
        inArray(preferences.sessionId, sessionIds),
        eq(registrations.festivalId, festivalId),
        isNotNull(registrations.completedAt),
      ),
    )
    .orderBy(asc(preferences.registrationId), asc(preferences.position));

  const byRegistration = new Map<string, { sessionId: string; position: number }[]>();
  for (const row of ranked) {
    const id = String(row.registrationId);
    byRegistration.set(id, [
      ...(byRegistration.get(id) ?? []),
      { sessionId: String(row.sessionId), position: row.position },
    ]);
  }
  if (mode === 'unplaced-only') return unplacedOnlyInstance(workshopSessions, held, byRegistration);
  for (const row of held) {
    const id = String(row.registrationId);
    if (!byRegistration.has(id)) byRegistration.set(id, []);
  }
  return {
    sessions: workshopSessions.map((s) => ({
      id: s.id,
      activityId: s.activityId,
      capacity: s.capacity ?? UNLIMITED_CAPACITY,
      slots: s.slots,
      placements: held.filter((h) => String(h.sessionId) === s.id).map((h) => String(h.registrationId)),
    })),
    registrations: [...byRegistration.entries()]
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([id, prefs]) => ({ id, preferences: prefs })),
  };
}

function unplacedOnlyInstance(
  workshopSessions: SessionInfo[],
  held: { registrationId: number; sessionId: number }[],
  byRegistration: Map<string, { sessionId: string; position: number }[]>,
): AllocationInstance {
  const placed = new Set(held.map((h) => String(h.registrationId)));
  return {
    sessions: workshopSessions.map((s) => ({
      id: s.id,
      activityId: s.activityId,
      capacity: Math.max(
        0,
        (s.capacity ?? UNLIMITED_CAPACITY) - held.filter((h) => String(h.sessionId) === s.id).length,
      ),
      slots: s.slots,
      placements: [],
    })),
    registrations: [...byRegistration.entries()]
      .filter(([id, prefs]) => !placed.has(id) && prefs.length > 0)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([id, prefs]) => ({ id, preferences: prefs })),
  };
}

/** Whether general registration has opened: from then on places are people's own (see docs/allocation.md). */
export function generalRegistrationHasOpened(festival: FestivalRow, now: Date): boolean {
  const phase = festivalPhase(festival, now);
  return phase === 'general' || phase === 'closed';
}

export async function listPeople(db: Database, registrationIds: readonly string[]): Promise<PersonInfo[]> {
  const ids = registrationIds.map(Number).filter(Number.isSafeInteger);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: registrations.id, email: users.email, name: profiles.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(registrations.id, ids));
  return rows.map((row) => ({
    registrationId: String(row.id),
    email: row.email,
    name: displayName(row.name, row.email),
  }));
}
