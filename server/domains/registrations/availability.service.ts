import { eq, sql } from 'drizzle-orm';
import {
  type Availability,
  registrationAbilities,
  type SessionState,
  sessionAvailability,
} from '#core/registrations/availability';
import type { TimedSession } from '#core/registrations/rules';
import { activities, placements, sessions, waitlistEntries } from '#server/db/schema/index';
import { currentFestivalOf, type MemoryContext } from '#server/domains/festival/index';
import type { Viewer } from '#server/services/scope';
import { findRegistration, findTeachingSessions, phaseOf, type RegistrationRow } from './registration-reads';

/**
 * Availability of the current festival's workshop sessions for the viewer, worked out once per
 * request (one query for all sessions, one for the viewer's places and waitlists) and shared by
 * every Session field that asks, so the programme, registration page and calendar agree.
 */

interface RequestAvailability {
  states: Map<number, SessionState>;
  of(sessionId: number): Availability | null;
  registration: RegistrationRow | null;
  /** Sessions the viewer presents at this festival (a workshop at the same time clashes). */
  teaching: TimedSession[];
}

/** What availability needs of a request; the object itself keys the per-request memo. */
export interface AvailabilityRequest extends MemoryContext {
  viewer: Viewer | null;
  now: () => Date;
}

const perRequest = new WeakMap<AvailabilityRequest, Promise<RequestAvailability>>();

export function availabilityFor(context: AvailabilityRequest): Promise<RequestAvailability> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = load(context);
    perRequest.set(context, pending);
  }
  return pending;
}

async function load(context: AvailabilityRequest): Promise<RequestAvailability> {
  const now = context.now();
  const festival = await currentFestivalOf(context);
  if (!festival) return { states: new Map(), of: () => null, registration: null, teaching: [] };
  const rows = await context.db
    .select({
      id: sessions.id,
      startsAt: sessions.startsAt,
      capacity: sessions.capacity,
      taken:
        sql<number>`(select count(*) from ${placements} where ${placements.sessionId} = ${sessions.id})`.mapWith(
          Number,
        ),
      waiting:
        sql<number>`(select count(*) from ${waitlistEntries} where ${waitlistEntries.sessionId} = ${sessions.id})`.mapWith(
          Number,
        ),
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    // Cancelled sessions have no availability: nobody can join or queue for them.
    .where(
      sql`${activities.festivalId} = ${festival.id} and ${activities.type} = 'Workshop' and ${sessions.cancelledAt} is null and ${activities.publishedAt} is not null`,
    );
  const states = new Map(rows.map((row) => [row.id, row]));
  const registration = context.viewer
    ? await findRegistration(context.db, { festivalId: festival.id, userId: context.viewer.id })
    : null;
  const teaching = context.viewer
    ? await findTeachingSessions(context.db, { festivalId: festival.id, userId: context.viewer.id })
    : [];
  const placed = new Set<number>();
  const waitlisted = new Set<number>();
  if (registration) {
    const [mine, waits] = await Promise.all([
      context.db
        .select({ sessionId: placements.sessionId })
        .from(placements)
        .where(eq(placements.registrationId, registration.id)),
      context.db
        .select({ sessionId: waitlistEntries.sessionId })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.registrationId, registration.id)),
    ]);
    for (const row of mine) placed.add(row.sessionId);
    for (const row of waits) waitlisted.add(row.sessionId);
  }
  const phase = phaseOf(festival, now);
  const ready = Boolean(registration?.codeOfConductAcceptedAt);
  return {
    states,
    registration,
    teaching,
    of: (sessionId) => {
      const state = states.get(sessionId);
      if (!state) return null;
      return sessionAvailability(
        phase,
        state,
        { placed: placed.has(sessionId), waitlisted: waitlisted.has(sessionId), ready },
        now,
      );
    },
  };
}

export { registrationAbilities };
