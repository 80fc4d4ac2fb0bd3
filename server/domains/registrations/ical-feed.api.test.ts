import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placements, registrations, sessions, waitlistEntries } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { userIdByEmail } from '#server/test/users';

let t: TestApp;
let participant: Record<string, string>;
let placedSession: typeof sessions.$inferSelect;
let waitingSession: typeof sessions.$inferSelect;

type Event = { type: string; summary: string; start: Date & { tz?: string }; end: Date; status?: string };

const events = (body: string) =>
  Object.values(ical.sync.parseICS(body)).filter(
    (c): c is never => (c as { type?: string }).type === 'VEVENT',
  ) as Event[];

async function renew(headers: Record<string, string>): Promise<string> {
  const response = await t.graphql<{ renewCalendarFeed: string }>(
    'mutation { renewCalendarFeed }',
    {},
    { headers },
  );
  const path = response.data?.renewCalendarFeed;
  if (!path) throw new Error(JSON.stringify(response.errors));
  return path;
}

beforeAll(async () => {
  t = await createTestApp();
  const userId = await userIdByEmail(t.db, 'participant1@example.org');
  participant = await t.headersFor(userId);
  const [registration] = await t.db.select().from(registrations).where(eq(registrations.userId, userId));
  const all = await t.db.select().from(sessions).orderBy(sessions.startsAt);
  if (!registration || all.length < 2) throw new Error('seed lacks a registration or sessions');
  // Two sessions far apart in time, so neither clashes.
  placedSession = all[0] as typeof placedSession;
  waitingSession = all[all.length - 1] as typeof waitingSession;
  await t.db.delete(placements).where(eq(placements.registrationId, registration.id));
  await t.db.delete(waitlistEntries).where(eq(waitlistEntries.registrationId, registration.id));
  await t.db.update(sessions).set({ capacity: null }).where(eq(sessions.id, placedSession.id));
  await t.db.insert(placements).values({ registrationId: registration.id, sessionId: placedSession.id });
  await t.db
    .insert(waitlistEntries)
    .values({ registrationId: registration.id, sessionId: waitingSession.id, position: 99 });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('calendar feeds [issue 15]', () => {
  it('serves a private feed with places confirmed and waitlists tentative, in Pacific/Auckland with a VTIMEZONE', async () => {
    const path = await renew(participant);
    expect(path).toMatch(/^\/feeds\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/);
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('BEGIN:VTIMEZONE');
    expect(response.body).toContain('TZID:Pacific/Auckland');
    const parsed = events(response.body);
    const placed = parsed.find((e) => e.status === 'CONFIRMED');
    const waiting = parsed.find((e) => e.status === 'TENTATIVE');
    expect(placed?.start.getTime()).toBe(placedSession.startsAt.getTime());
    expect(placed?.end.getTime()).toBe(placedSession.endsAt.getTime());
    expect(placed?.start.tz).toBe('Pacific/Auckland');
    expect(waiting?.summary).toMatch(/^Waitlist: /);
    expect(waiting?.start.getTime()).toBe(waitingSession.startsAt.getTime());
  });

  it('stops serving an address once renewed or revoked, and refuses anonymous callers', async () => {
    const first = await renew(participant);
    const second = await renew(participant);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const me = await t.graphql<{ currentUser: { calendarFeedPath: string | null } }>(
      '{ currentUser { calendarFeedPath } }',
      {},
      { headers: participant },
    );
    expect(me.data?.currentUser.calendarFeedPath).toBe(second);
    await t.graphql('mutation { revokeCalendarFeed }', {}, { headers: participant });
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/feeds/calendar/not-a-real-token-at-all.ics' })).statusCode,
    ).toBe(404);
    const anonymous = await t.graphql('mutation { renewCalendarFeed }');
    expect(anonymous.errors?.[0]?.message).toBe('Not allowed');
  });

  it('serves the public programme feed, parsed by node-ical, with festival times', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/feeds/programme.ics' });
    expect(response.statusCode).toBe(200);
    const parsed = events(response.body);
    expect(parsed.length).toBeGreaterThan(0);
    for (const event of parsed) {
      expect(event.start.tz).toBe('Pacific/Auckland');
      expect(event.end.getTime()).toBeGreaterThan(event.start.getTime());
    }
    // Every event is a stored session at its stored instant (the zone round-trips exactly).
    const starts = new Set((await t.db.select().from(sessions)).map((row) => row.startsAt.getTime()));
    expect(parsed.every((e) => starts.has(e.start.getTime()))).toBe(true);
  });

  it('writes every DTSTAMP in UTC with the Z RFC 5545 requires, at the time the feed was made [issue 28]', async () => {
    t.setNow(new Date('2026-10-06T01:02:03.456Z'));
    try {
      const programme = (await t.app.inject({ method: 'GET', url: '/feeds/programme.ics' })).body;
      const personal = (await t.app.inject({ method: 'GET', url: await renew(participant) })).body;
      for (const body of [programme, personal]) {
        const stamps = [...body.matchAll(/^DTSTAMP:(.*)\r$/gm)].map((match) => match[1]);
        expect(stamps.length).toBeGreaterThan(0);
        expect(new Set(stamps)).toEqual(new Set(['20261006T010203Z']));
      }
    } finally {
      t.setNow(null);
    }
  });
});
