import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import {
  activities,
  castMembers,
  placements,
  profiles,
  registrations,
  sessions,
  waitlistEntries,
  workshopShows,
} from '#server/db/schema/index';
import type { ServiceScope, Viewer } from '#server/services/scope';

/**
 * Why a session is in someone's calendar: a workshop place, a waitlist, something they present
 * (cast), or a show their workshop leads to ("Workshop to show": its participants perform in it).
 */
export const CALENDAR_ENTRY_KINDS = ['Workshop', 'Waitlist', 'Presenting', 'Show'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

export interface CalendarEntry {
  kind: CalendarEntryKind;
  sessionId: number;
  startsAt: Date;
  /** Place in the queue (1 is next), for waitlists. */
  waitlistPlace: number | null;
  /** Cast role (tutor, director, performer…), for sessions they present. */
  role: string | null;
  /** The workshop that leads to the show, for shows. */
  viaActivityId: number | null;
}

interface CalendarInput {
  /** Whose calendar is asked for; anyone but the viewer gets nothing (see below). */
  userId: number;
}

/**
 * The viewer's festival schedule, oldest first. Every query carries `userId = viewer.id` in its
 * where clause, so asking for someone else's calendar (staff included) reads no rows at all:
 * "not yours" and "nothing there" look the same.
 */
export async function listViewerCalendar(
  db: Database,
  { viewer, festival }: ServiceScope<Pick<Viewer, 'id'>>,
  { userId }: CalendarInput,
): Promise<CalendarEntry[]> {
  const festivalId = festival.id;
  const ownRegistration = and(
    eq(registrations.userId, viewer.id),
    eq(registrations.userId, userId),
    eq(registrations.festivalId, festivalId),
  );

  const placed = db
    .select({ sessionId: sessions.id, startsAt: sessions.startsAt, activityId: sessions.activityId })
    .from(placements)
    .innerJoin(registrations, eq(registrations.id, placements.registrationId))
    .innerJoin(sessions, eq(sessions.id, placements.sessionId))
    .where(ownRegistration);

  const waiting = db
    .select({
      sessionId: sessions.id,
      startsAt: sessions.startsAt,
      place: waitlistEntries.position,
    })
    .from(waitlistEntries)
    .innerJoin(registrations, eq(registrations.id, waitlistEntries.registrationId))
    .innerJoin(sessions, eq(sessions.id, waitlistEntries.sessionId))
    .where(ownRegistration);

  // Cast is attached to a whole activity or to one session.
  const presenting = db
    .selectDistinct({ sessionId: sessions.id, startsAt: sessions.startsAt, role: castMembers.role })
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .innerJoin(
      sessions,
      or(eq(sessions.id, castMembers.sessionId), eq(sessions.activityId, castMembers.activityId)),
    )
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(eq(profiles.userId, viewer.id), eq(profiles.userId, userId), eq(activities.festivalId, festivalId)),
    );

  const workshopSessions = alias(sessions, 'workshop_sessions');
  const shows = db
    .selectDistinct({
      sessionId: sessions.id,
      startsAt: sessions.startsAt,
      viaActivityId: workshopShows.workshopId,
    })
    .from(placements)
    .innerJoin(registrations, eq(registrations.id, placements.registrationId))
    .innerJoin(workshopSessions, eq(workshopSessions.id, placements.sessionId))
    .innerJoin(workshopShows, eq(workshopShows.workshopId, workshopSessions.activityId))
    .innerJoin(sessions, eq(sessions.activityId, workshopShows.showId))
    .where(ownRegistration);

  const [placedRows, waitingRows, presentingRows, showRows] = await Promise.all([
    placed,
    waiting,
    presenting,
    shows,
  ]);
  const entries: CalendarEntry[] = [
    ...placedRows.map((row) => entry('Workshop', row)),
    ...waitingRows.map((row) => entry('Waitlist', row, { waitlistPlace: row.place })),
    ...presentingRows.map((row) => entry('Presenting', row, { role: row.role })),
    ...showRows.map((row) => entry('Show', row, { viaActivityId: row.viaActivityId })),
  ];
  return entries.sort(
    (a, b) =>
      a.startsAt.getTime() - b.startsAt.getTime() ||
      CALENDAR_ENTRY_KINDS.indexOf(a.kind) - CALENDAR_ENTRY_KINDS.indexOf(b.kind) ||
      a.sessionId - b.sessionId,
  );
}

function entry(
  kind: CalendarEntryKind,
  row: { sessionId: number; startsAt: Date },
  extra: Partial<Pick<CalendarEntry, 'waitlistPlace' | 'role' | 'viaActivityId'>> = {},
): CalendarEntry {
  return {
    kind,
    sessionId: row.sessionId,
    startsAt: row.startsAt,
    waitlistPlace: extra.waitlistPlace ?? null,
    role: extra.role ?? null,
    viaActivityId: extra.viaActivityId ?? null,
  };
}

/**
 * Kinds that give someone a page for a session. A waitlist does (issue 26): tutors may message
 * the waitlist too, and the person waiting reads those messages on the session's Messages page.
 */
const MEMBER_KINDS: readonly CalendarEntryKind[] = ['Workshop', 'Presenting', 'Show', 'Waitlist'];

export interface ViewerSession {
  sessionId: number;
  /** How the viewer takes part, best first (a presenter may also hold a place elsewhere). */
  kinds: CalendarEntryKind[];
  role: string | null;
  /** Their place in the queue when they only wait for it (1 is next). */
  waitlistPlace: number | null;
}

/**
 * A session of the current festival the viewer takes part in, or null, for the /my pages. Built on
 * the calendar's own-rows-only queries, so a session they are not in is indistinguishable from one
 * that does not exist.
 */
export async function findViewerSession(
  db: Database,
  scope: ServiceScope<Pick<Viewer, 'id'>>,
  input: { sessionId: number },
): Promise<ViewerSession | null> {
  if (!Number.isSafeInteger(input.sessionId)) return null;
  const entries = (await listViewerCalendar(db, scope, { userId: scope.viewer.id })).filter(
    (e) => e.sessionId === input.sessionId && MEMBER_KINDS.includes(e.kind),
  );
  if (entries.length === 0) return null;
  const kinds = [...new Set(entries.map((e) => e.kind))];
  // Someone placed (or presenting) is never shown as waiting as well.
  const member = kinds.filter((kind) => kind !== 'Waitlist');
  return {
    sessionId: input.sessionId,
    kinds: member.length > 0 ? member : kinds,
    role: entries.find((e) => e.role !== null)?.role ?? null,
    waitlistPlace:
      member.length > 0 ? null : (entries.find((e) => e.kind === 'Waitlist')?.waitlistPlace ?? null),
  };
}
