import { and, asc, eq } from 'drizzle-orm';
import { type ActivityType, PUBLIC_PROGRAMME_TYPES } from '#core/activities/activity-types';
import type { Database } from '#server/db/client';
import { activities } from '#server/db/schema/index';
import {
  loadVenues,
  type MemoryContext,
  remembered,
  rememberedSoFar,
  type VenueRow,
} from '#server/domains/festival/index';
import { type CityRow, loadCities, loadPictures, type PictureRow } from '#server/domains/people/index';
import { groupBy } from '#server/lib/group-by';
import {
  type ActivityRow,
  linksForActivities,
  type PresenterRow,
  presentersForActivities,
  type SessionRow,
  sessionsForActivities,
  visibleActivities,
} from './activities.service';

/** One festival's programme as the public pages show it, grouped the way the loaders ask for it. */
export interface FestivalProgramme {
  festivalId: number;
  /** By name within each type, as `listActivities` orders them. */
  activitiesByType: ReadonlyMap<ActivityType, readonly ActivityRow[]>;
  activities: ReadonlyMap<number, ActivityRow>;
  /** By start, then id. */
  sessionsByActivity: ReadonlyMap<number, readonly SessionRow[]>;
  sessions: readonly SessionRow[];
  /** In billing order. */
  presentersByActivity: ReadonlyMap<number, readonly PresenterRow[]>;
  links: ReadonlyArray<{ workshopId: number; showId: number }>;
  venues: readonly VenueRow[];
  pictures: readonly PictureRow[];
  cities: readonly CityRow[];
}

/**
 * Reads one festival's programme from the database, in seven statements whatever its size: the
 * published activities only, or with the drafts for a staff preview (decision 020).
 */
async function readProgramme(db: Database, festivalId: number, drafts: boolean): Promise<FestivalProgramme> {
  const activityRows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.festivalId, festivalId), visibleActivities(drafts)))
    .orderBy(asc(activities.name));
  const ids = activityRows.map((activity) => activity.id);
  const [sessionRows, presenterRows, links] = await Promise.all([
    sessionsForActivities(db, ids),
    presentersForActivities(db, ids),
    linksForActivities(db, ids),
  ]);
  const distinct = (values: Array<number | null>) => [
    ...new Set(values.filter((value): value is number => value !== null)),
  ];
  const [venues, pictures, cities] = await Promise.all([
    loadVenues(db, distinct(sessionRows.map((session) => session.venueId))),
    loadPictures(db, distinct([...activityRows, ...presenterRows].map((row) => row.pictureId))),
    loadCities(db, distinct(presenterRows.map((presenter) => presenter.cityId))),
  ]);
  return {
    festivalId,
    activitiesByType: groupBy(activityRows, (activity) => activity.type),
    activities: new Map(activityRows.map((activity) => [activity.id, activity])),
    sessionsByActivity: groupBy(sessionRows, (session) => session.activityId),
    sessions: sessionRows,
    presentersByActivity: groupBy(presenterRows, (presenter) => presenter.activityId),
    links,
    venues,
    pictures,
    cities,
  };
}

const PREFIX = 'programme:';
/** The staff preview is remembered apart, so no public loader can ever find a draft in it. */
const PREVIEW_PREFIX = 'preview:';

/**
 * A festival's programme from memory for this request, read from the database only when it has
 * changed since; null when the request may not use memory (a mutation). With `drafts` (a staff
 * preview, checked by the caller) it holds the drafts too.
 */
export function festivalProgramme(
  context: MemoryContext,
  festivalId: number,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<FestivalProgramme | null> {
  const prefix = drafts ? PREVIEW_PREFIX : PREFIX;
  return remembered(context, `${prefix}${festivalId}`, () => readProgramme(context.db, festivalId, drafts));
}

/**
 * The public programme already in memory that holds every one of these activities, for loaders
 * that know ids but not the festival; null sends them to the database (a draft's rows in a preview).
 */
export async function programmeHolding(
  context: MemoryContext,
  activityIds: readonly number[],
): Promise<FestivalProgramme | null> {
  const programmes = (await rememberedSoFar(context, PREFIX)) as FestivalProgramme[];
  return programmes.find((programme) => activityIds.every((id) => programme.activities.has(id))) ?? null;
}

/** Sessions of public programme activities still to finish at `now`, not cancelled, soonest first. */
export function upcomingSessionsOf(programme: FestivalProgramme, now: Date, limit: number): SessionRow[] {
  const isPublic = new Set<string>(PUBLIC_PROGRAMME_TYPES);
  return programme.sessions
    .filter(
      (session) =>
        session.endsAt > now &&
        session.cancelledAt === null &&
        isPublic.has(programme.activities.get(session.activityId)?.type ?? ''),
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
    .slice(0, limit);
}
