import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  activityTypePlural,
  activityTypeToUrl,
  PUBLIC_PROGRAMME_TYPES,
} from '#core/activities/activity-types';
import {
  buildSchedule,
  type Schedule,
  type ScheduleSession,
  scheduleJson,
  scheduleXml,
} from '#core/activities/schedule-exchange';
import type { Database } from '#server/db/client';
import { activities, sessions, venues } from '#server/db/schema/index';
import { getCurrentFestival } from '#server/domains/festival/index';
import type { AppServices } from '#server/services/app-services';
import { presentersForActivities, visibleActivities } from './activities.service';

/**
 * The public programme for festival apps [issue 28]: /feeds/schedule.xml and /feeds/schedule.json in
 * the frab/pretalx schedule exchange format (core/activities/schedule-exchange.ts). Cancelled sessions
 * are left out: the format has no way to say "cancelled", and apps would show them as on.
 */

export const SCHEDULE_XML_PATH = '/feeds/schedule.xml';
export const SCHEDULE_JSON_PATH = '/feeds/schedule.json';

/** Namespace of the schedule's name-based UUIDs (RFC 4122 version 5), fixed so guids never change. */
const NAMESPACE = Buffer.from('6f1d2a7c4b3e4c0f9a5d8e2b1c7f3a90', 'hex');

/** RFC 4122 version 5 UUID of a name in the schedule's namespace. */
export function scheduleGuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const venueLabel = (venue: { name: string; room: string | null }) =>
  venue.room ? `${venue.room} @ ${venue.name}` : venue.name;

export async function loadSchedule(db: Database, now: Date, baseUrl: string): Promise<Schedule | null> {
  const festival = await getCurrentFestival(db, now);
  if (!festival) return null;
  const rows = await db
    .select({ session: sessions, activity: activities, venue: venues })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .leftJoin(venues, eq(venues.id, sessions.venueId))
    .where(
      and(
        eq(activities.festivalId, festival.id),
        inArray(activities.type, [...PUBLIC_PROGRAMME_TYPES]),
        visibleActivities(),
        isNull(sessions.cancelledAt),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  const activityIds = [...new Set(rows.map((row) => row.activity.id))];
  const presenters = activityIds.length === 0 ? [] : await presentersForActivities(db, activityIds);
  const scheduleSessions = rows.map(
    ({ session, activity, venue }): ScheduleSession => ({
      id: session.id,
      kind: activity.type,
      track: activityTypePlural(activity.type),
      title: activity.name,
      slug: activity.slug,
      description: activity.description,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      room: venue ? { id: venue.id, name: venueLabel(venue) } : null,
      persons: presenters
        .filter((presenter) => presenter.activityId === activity.id)
        .map((presenter) => ({ id: presenter.id, name: presenter.name })),
      url: `${baseUrl}/${activityTypeToUrl(activity.type)}/${activity.slug}`,
    }),
  );
  // The version changes exactly when what the feed says changes, so apps can tell a new programme.
  const version = createHash('sha256').update(JSON.stringify(scheduleSessions)).digest('hex').slice(0, 12);
  return buildSchedule({
    year: festival.id,
    startDate: festival.startDate,
    endDate: festival.endDate,
    baseUrl,
    version,
    generator: { name: 'Festival', version: process.env.npm_package_version ?? '0.1.0' },
    guid: scheduleGuid,
    sessions: scheduleSessions,
  });
}

export async function scheduleFeedRoutes(app: FastifyInstance, options: { services: AppServices }) {
  const { services } = options;
  const load = (request: { protocol: string; host: string }) =>
    loadSchedule(services.db, services.now(), `${request.protocol}://${request.host}`);
  const noFestival = 'There is no festival programme yet';
  app.get(SCHEDULE_XML_PATH, async (request, reply) => {
    const schedule = await load(request);
    if (!schedule) return reply.code(404).type('text/plain').send(noFestival);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(scheduleXml(schedule));
  });
  app.get(SCHEDULE_JSON_PATH, async (request, reply) => {
    const schedule = await load(request);
    if (!schedule) return reply.code(404).type('text/plain').send(noFestival);
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(scheduleJson(schedule)));
  });
}
