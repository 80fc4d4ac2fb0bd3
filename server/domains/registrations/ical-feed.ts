import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ical, { ICalEventStatus } from 'ical-generator';
import { activityTypeToUrl, isPublicProgrammeType } from '#core/activities/activity-types';
import type { Database } from '#server/db/client';
import { activities, calendarFeedTokens, sessions, venues } from '#server/db/schema/index';
import { type FestivalRow, getCurrentFestival } from '#server/domains/festival/index';
import type { AppServices } from '#server/services/app-services';
import { type CalendarEntry, listViewerCalendar } from './calendar.service';
import { listFavouriteActivityIds } from './favourites.service';

/**
 * iCal feeds (issue 15): a private one per person at /feeds/calendar/{token}.ics (their places, waitlists
 * as tentative, shows their workshops lead to, sessions they present) and the public programme at
 * /programme.ics. Times are Pacific/Auckland wall-clock with a VTIMEZONE, so every calendar app
 * shows festival times right whatever its own zone.
 */

export const FEED_PATH = '/feeds/calendar';
/** The person's starred activities (issue 28), at the same secret as their calendar feed. */
export const FAVOURITES_FEED_PATH = '/feeds/favourites';
const ZONE = 'Pacific/Auckland';

/** Pacific/Auckland since 2007: NZDT from the last Sunday of September, NZST from the first Sunday of April. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700405T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
  'TZOFFSETFROM:+1300',
  'TZOFFSETTO:+1200',
  'TZNAME:NZST',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700927T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU',
  'TZOFFSETFROM:+1200',
  'TZOFFSETTO:+1300',
  'TZNAME:NZDT',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n');

const parts = new Intl.DateTimeFormat('en-NZ', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * ical-generator writes a zoned event's time from the Date's local fields, so it gets a Date whose
 * local fields are the Auckland wall-clock time (independent of the server's own zone).
 */
function wallClock(instant: Date): Date {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return new Date(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
}

interface SessionDetail {
  id: number;
  startsAt: Date;
  endsAt: Date;
  name: string;
  type: (typeof activities.$inferSelect)['type'];
  slug: string;
  venue: string | null;
  /** Staff cancelled it: still in feeds, as STATUS:CANCELLED, so calendars drop or strike it. */
  cancelled: boolean;
}

async function sessionDetails(db: Database, where: ReturnType<typeof and>): Promise<SessionDetail[]> {
  const rows = await db
    .select({
      id: sessions.id,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      name: activities.name,
      type: activities.type,
      slug: activities.slug,
      venueName: venues.name,
      venueRoom: venues.room,
      venueAddress: venues.address,
      cancelledAt: sessions.cancelledAt,
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .leftJoin(venues, eq(venues.id, sessions.venueId))
    .where(where)
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  return rows.map(({ cancelledAt, ...row }) => ({
    ...row,
    cancelled: cancelledAt !== null,
    venue: row.venueName
      ? [row.venueRoom ? `${row.venueRoom}, ${row.venueName}` : row.venueName, row.venueAddress]
          .filter(Boolean)
          .join(', ')
      : null,
  }));
}

/**
 * DTSTAMP must be UTC ("Z"), RFC 5545 3.8.7.2; ical-generator writes it in the calendar's zone, so each
 * is set to when the feed was made.
 */
function withUtcStamps(body: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return body.replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${stamp}`);
}

function calendar(name: string) {
  return ical({ name, timezone: { name: ZONE, generator: () => VTIMEZONE }, ttl: 60 * 60 });
}

const LABELS: Record<CalendarEntry['kind'], string> = {
  Workshop: '',
  Waitlist: 'Waitlist: ',
  Presenting: 'Teaching: ',
  Show: '',
};

function addEvent(
  cal: ReturnType<typeof calendar>,
  session: SessionDetail,
  input: { uid: string; prefix?: string; tentative?: boolean; baseUrl: string },
) {
  cal.createEvent({
    id: input.uid,
    start: wallClock(session.startsAt),
    end: wallClock(session.endsAt),
    timezone: ZONE,
    summary: `${input.prefix ?? ''}${session.name}`,
    location: session.venue,
    url: `${input.baseUrl}/${activityTypeToUrl(session.type)}/${session.slug}`,
    status: session.cancelled
      ? ICalEventStatus.CANCELLED
      : input.tentative
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
  });
}

/** Who asks for a feed and when: the current festival (null before there is one), read by the route. */
export type FeedScope = { festival: FestivalRow | null; now: Date };

/** Whose private feeds a token opens (the personal and the favourites feed share it), or null. */
async function feedOwner(db: Database, token: string): Promise<{ userId: number } | null> {
  const [owner] = await db
    .select({ userId: calendarFeedTokens.userId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.token, token));
  return owner ?? null;
}

export async function personalFeed(
  db: Database,
  { festival, now }: FeedScope,
  { token, baseUrl }: { token: string; baseUrl: string },
): Promise<string | null> {
  const owner = await feedOwner(db, token);
  if (!owner) return null;
  const cal = calendar(festival ? `NZIF ${festival.id}: my festival` : 'NZIF: my festival');
  if (!festival) return withUtcStamps(cal.toString(), now);
  const viewer = { id: owner.userId, email: '', permissions: [], client: 'calendar-feed' };
  const entries = await listViewerCalendar(db, { viewer, festival, now }, { userId: owner.userId });
  const details = new Map(
    entries.length === 0
      ? []
      : (
          await sessionDetails(
            db,
            and(inArray(sessions.id, [...new Set(entries.map((entry) => entry.sessionId))])),
          )
        ).map((detail) => [detail.id, detail]),
  );
  for (const entry of entries) {
    const session = details.get(entry.sessionId);
    if (!session) continue;
    addEvent(cal, session, {
      uid: `${entry.kind.toLowerCase()}-${entry.sessionId}-${owner.userId}@improvfest.nz`,
      prefix: LABELS[entry.kind],
      tentative: entry.kind === 'Waitlist',
      baseUrl,
    });
  }
  return withUtcStamps(cal.toString(), now);
}

/** Every session of the activities the token's owner starred, in the current festival (issue 28). */
export async function favouritesFeed(
  db: Database,
  { festival, now }: FeedScope,
  { token, baseUrl }: { token: string; baseUrl: string },
): Promise<string | null> {
  const owner = await feedOwner(db, token);
  if (!owner) return null;
  const cal = calendar(festival ? `NZIF ${festival.id}: my favourites` : 'NZIF: my favourites');
  // listFavouriteActivityIds leaves out drafts (decision 020) and kinds not on the programme.
  const starred = await listFavouriteActivityIds(db, owner.userId);
  if (!festival || starred.length === 0) return withUtcStamps(cal.toString(), now);
  const all = await sessionDetails(
    db,
    and(eq(activities.festivalId, festival.id), inArray(activities.id, starred)),
  );
  for (const session of all) {
    addEvent(cal, session, { uid: `favourite-${session.id}-${owner.userId}@improvfest.nz`, baseUrl });
  }
  return withUtcStamps(cal.toString(), now);
}

export async function programmeFeed(
  db: Database,
  { festival, now }: FeedScope,
  { baseUrl }: { baseUrl: string },
): Promise<string> {
  const cal = calendar(festival ? `NZIF ${festival.id}` : 'NZIF');
  if (!festival) return withUtcStamps(cal.toString(), now);
  // Drafts are not public (decision 020).
  const all = await sessionDetails(
    db,
    and(eq(activities.festivalId, festival.id), isNotNull(activities.publishedAt)),
  );
  for (const session of all.filter((s) => isPublicProgrammeType(s.type))) {
    addEvent(cal, session, { uid: `session-${session.id}@improvfest.nz`, baseUrl });
  }
  return withUtcStamps(cal.toString(), now);
}

/** A new private feed token for the user, replacing (and so revoking) any earlier one. */
export async function renewFeedToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(calendarFeedTokens)
    .values({ userId, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { token, createdAt: now } });
  return token;
}

export async function revokeFeedToken(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

export async function feedToken(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeedTokens.token })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return row?.token ?? null;
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function calendarFeedRoutes(app: FastifyInstance, options: { services: AppServices }) {
  const { services } = options;
  const baseOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  // The route is the feeds' caller: it reads the current festival once for the service.
  const scope = async (): Promise<FeedScope> => {
    const now = services.now();
    return { now, festival: await getCurrentFestival(services.db, now) };
  };
  // A private feed: its token in the file name, never cached by others, never indexed.
  const privateFeed = (path: string, feed: typeof personalFeed) =>
    app.get<{ Params: { file: string } }>(`${path}/:file`, async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = TOKEN.test(token)
        ? await feed(services.db, await scope(), { token, baseUrl: baseOf(request) })
        : null;
      if (body === null) return reply.code(404).type('text/plain').send('No such calendar');
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .type('text/calendar; charset=utf-8')
        .send(body);
    });
  privateFeed(FEED_PATH, personalFeed);
  privateFeed(FAVOURITES_FEED_PATH, favouritesFeed);
  app.get('/feeds/programme.ics', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/calendar; charset=utf-8')
      .send(await programmeFeed(services.db, await scope(), { baseUrl: baseOf(request) })),
  );
}
