import { type ActivityType, activityTypeLabel, activityTypeToUrl } from '#core/activities/activity-types';
import type { Database } from '#server/db/client';
import { activities, castMembers, sessions, venues, workshopShows } from '#server/db/schema/index';
import { EVENTS } from './data/events';
import type { PresenterName } from './data/presenters';
import { type CastSeed, SHOWS } from './data/shows';
import { VENUES, type VenueKey } from './data/venues';
import { WORKSHOPS } from './data/workshops';
import { idOf } from './ids';
import type { PictureRequest } from './pictures';
import { seedFromText } from './random';
import { type Times, timesForDuration, timesUntil, workshopTimes } from './schedule';

type CastRole = (typeof castMembers.$inferInsert)['role'];

interface SessionPlan extends Times {
  venue: VenueKey;
  capacity: number | null;
}

interface ActivityPlan {
  type: ActivityType;
  name: string;
  slug: string;
  description: string;
  suitability: string;
  bookingLink: string | null;
  cast: ReadonlyArray<{ role: CastRole; name: PresenterName }>;
  sessions: SessionPlan[];
  /** Workshops only: how strongly demo participants want it. */
  popularity: number;
}

/** A workshop session as the participant generator needs it. */
export interface WorkshopSessionRow extends Times {
  id: number;
  slug: string;
  capacity: number;
  popularity: number;
}

export const BOOKING_BASE_URL = 'https://tickets.example.org/nzif-2027';

function seats(venue: VenueKey): number {
  return VENUES.find((v) => v.key === venue)?.seats ?? 0;
}

function workshopPlans(festivalStart: string): ActivityPlan[] {
  return WORKSHOPS.map((workshop) => ({
    type: 'Workshop',
    name: workshop.name,
    slug: workshop.slug,
    description: workshop.description,
    suitability: workshop.suitability,
    bookingLink: null,
    cast: workshop.tutors.map((name) => ({ role: 'tutor', name })),
    sessions: workshop.sessions.map((session) => ({
      ...workshopTimes(festivalStart, session.day, session.part),
      venue: session.venue,
      capacity: workshop.capacity,
    })),
    popularity: workshop.popularity,
  }));
}

function showPlans(festivalStart: string): ActivityPlan[] {
  return SHOWS.map((show) => ({
    type: 'Show',
    name: show.name,
    slug: show.slug,
    description: show.description,
    suitability: show.suitability,
    bookingLink: `${BOOKING_BASE_URL}/${show.slug}`,
    cast: show.cast satisfies readonly CastSeed[],
    sessions: show.sessions.map((session) => ({
      ...timesForDuration(festivalStart, session.day, session.startsAt, show.durationMinutes),
      venue: session.venue,
      capacity: seats(session.venue),
    })),
    popularity: 0,
  }));
}

function eventPlans(festivalStart: string): ActivityPlan[] {
  return EVENTS.map((event) => ({
    type: event.type,
    name: event.name,
    slug: event.slug,
    description: event.description,
    suitability: event.suitability,
    bookingLink: null,
    cast: event.cast,
    sessions: event.sessions.map((session) => ({
      ...timesUntil(festivalStart, session.day, session.startsAt, session.endsAt),
      venue: session.venue,
      capacity: seats(session.venue),
    })),
    popularity: 0,
  }));
}

/** Every activity in insertion (and so id) order: workshops, shows, social events and the conference. */
export function activityPlans(festivalStart: string): ActivityPlan[] {
  return [...workshopPlans(festivalStart), ...showPlans(festivalStart), ...eventPlans(festivalStart)];
}

function activityPictureKey(type: ActivityType, slug: string): string {
  return `demo-${activityTypeToUrl(type)}-${slug}`;
}

export function activityPictureRequests(plans: readonly ActivityPlan[]): PictureRequest[] {
  return plans.map((plan) => {
    const storageKey = activityPictureKey(plan.type, plan.slug);
    return {
      storageKey,
      shape: 'activity',
      seed: seedFromText(storageKey),
      altText: `Abstract artwork of overlapping translucent shapes on a colour gradient, for the ${activityTypeLabel(plan.type).toLowerCase()} “${plan.name}”`,
    };
  });
}

const venueKey = (name: string, room: string | null) => `${name}|${room ?? ''}`;

export async function insertVenues(db: Database): Promise<Map<VenueKey, number>> {
  const rows = await db
    .insert(venues)
    .values(
      VENUES.map((venue, index) => ({
        name: venue.name,
        room: venue.room,
        address: venue.address,
        position: index + 1,
        latitude: venue.latitude,
        longitude: venue.longitude,
        accessibilityNotes: venue.accessibilityNotes,
      })),
    )
    .returning({ id: venues.id, name: venues.name, room: venues.room });
  const ids = new Map(rows.map((row) => [venueKey(row.name, row.room), row.id]));
  return new Map(VENUES.map((venue) => [venue.key, idOf(ids, venueKey(venue.name, venue.room), 'venue')]));
}

interface ProgrammeIds {
  festivalId: number;
  venueIds: ReadonlyMap<VenueKey, number>;
  profileIds: ReadonlyMap<PresenterName, number>;
  pictureIds: ReadonlyMap<string, number>;
}

const activityKey = (type: string, slug: string) => `${type}:${slug}`;
const sessionKey = (activityId: number, startsAt: Date) => `${activityId}@${startsAt.toISOString()}`;

/** Inserts activities with their sessions, cast and workshop↔show links; returns the workshop sessions. */
export async function insertProgramme(
  db: Database,
  plans: readonly ActivityPlan[],
  ids: ProgrammeIds,
): Promise<WorkshopSessionRow[]> {
  const activityRows = await db
    .insert(activities)
    .values(
      plans.map((plan) => ({
        festivalId: ids.festivalId,
        type: plan.type,
        name: plan.name,
        slug: plan.slug,
        description: plan.description,
        suitability: plan.suitability,
        bookingLink: plan.bookingLink,
        pictureId: idOf(ids.pictureIds, activityPictureKey(plan.type, plan.slug), 'picture'),
      })),
    )
    .returning({ id: activities.id, type: activities.type, slug: activities.slug });
  const activityIds = new Map(activityRows.map((row) => [activityKey(row.type, row.slug), row.id]));
  const activityIdOf = (plan: { type: string; slug: string }) =>
    idOf(activityIds, activityKey(plan.type, plan.slug), 'activity');

  const sessionRows = await db
    .insert(sessions)
    .values(
      plans.flatMap((plan) =>
        plan.sessions.map((session) => ({
          activityId: activityIdOf(plan),
          venueId: idOf(ids.venueIds, session.venue, 'venue'),
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          capacity: session.capacity,
        })),
      ),
    )
    .returning({ id: sessions.id, activityId: sessions.activityId, startsAt: sessions.startsAt });
  const sessionIds = new Map(sessionRows.map((row) => [sessionKey(row.activityId, row.startsAt), row.id]));

  await db.insert(castMembers).values(
    plans.flatMap((plan) =>
      plan.cast.map((member, position) => ({
        profileId: idOf(ids.profileIds, member.name, 'presenter'),
        activityId: activityIdOf(plan),
        role: member.role,
        position,
      })),
    ),
  );

  await db.insert(workshopShows).values(
    SHOWS.flatMap((show) =>
      show.workshops.map((workshop) => ({
        workshopId: activityIdOf({ type: 'Workshop', slug: workshop }),
        showId: activityIdOf({ type: 'Show', slug: show.slug }),
      })),
    ),
  );

  return plans
    .filter((plan) => plan.type === 'Workshop')
    .flatMap((plan) =>
      plan.sessions.map((session) => ({
        id: idOf(sessionIds, sessionKey(activityIdOf(plan), session.startsAt), 'session'),
        slug: plan.slug,
        capacity: session.capacity ?? 0,
        popularity: plan.popularity,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
      })),
    );
}
