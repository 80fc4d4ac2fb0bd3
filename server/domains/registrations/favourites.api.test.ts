import { and, asc, eq, inArray } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, favourites, sessions } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createTestUser } from '#server/test/users';

/**
 * Favourites [issue 28]: a person stars published workshops and shows, reads and changes only their
 * own, merges the browser's stars at log-in, and gets a private iCal feed of them.
 */
let t: TestApp;
let alice: { id: number; headers: Record<string, string> };
let bob: { id: number; headers: Record<string, string> };
let staff: Record<string, string>;
let workshop: typeof activities.$inferSelect;
let show: typeof activities.$inferSelect;
let draft: typeof activities.$inferSelect;

const SET = `mutation Set($activityId: ID!, $favourite: Boolean!) {
  setFavourite(activityId: $activityId, favourite: $favourite) {
    __typename
    ... on Error { message }
    ... on User { id favouriteActivityIds }
  }
}`;
const MERGE = `mutation Merge($activityIds: [ID!]!) {
  mergeFavourites(activityIds: $activityIds) { id favouriteActivityIds }
}`;
const MINE = '{ currentUser { id favouriteActivityIds favouritesFeedPath } }';

type SetResult = { setFavourite: { __typename: string; message?: string; favouriteActivityIds?: string[] } };

async function person(email: string) {
  const user = await createTestUser(t.db, { email, name: email.split('@')[0] });
  return { id: user.id, headers: await t.headersFor(user.id) };
}

const starsOf = async (userId: number) =>
  (
    await t.db
      .select({ id: favourites.activityId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.activityId))
  ).map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  alice = await person('fav-alice@example.org');
  bob = await person('fav-bob@example.org');
  const admin = await createTestUser(t.db, { email: 'fav-staff@example.org', permissions: ['admin'] });
  staff = await t.headersFor(admin.id);
  const all = await t.db.select().from(activities).orderBy(asc(activities.id));
  const workshops = all.filter((a) => a.type === 'Workshop' && a.publishedAt !== null);
  const shows = all.filter((a) => a.type === 'Show' && a.publishedAt !== null);
  if (workshops.length < 2 || !shows[0]) throw new Error('demo seed lacks workshops or shows');
  workshop = workshops[0] as typeof workshop;
  show = shows[0];
  // A workshop taken back to draft (decision 020): not public, so not starrable.
  draft = workshops[1] as typeof draft;
  await t.db.update(activities).set({ publishedAt: null }).where(eq(activities.id, draft.id));
}, 60_000);

afterAll(() => t?.close());

describe('favourites on the account [issue 28]', () => {
  it('stars and unstars a published activity for the signed-in person, and refuses visitors', async () => {
    const starred = await t.graphql<SetResult>(
      SET,
      { activityId: String(workshop.id), favourite: true },
      { headers: alice.headers },
    );
    expect(starred.data?.setFavourite).toMatchObject({
      __typename: 'User',
      favouriteActivityIds: [String(workshop.id)],
    });
    // Starring twice is harmless.
    await t.graphql(SET, { activityId: String(workshop.id), favourite: true }, { headers: alice.headers });
    expect(await starsOf(alice.id)).toEqual([workshop.id]);

    const unstarred = await t.graphql<SetResult>(
      SET,
      { activityId: String(workshop.id), favourite: false },
      { headers: alice.headers },
    );
    expect(unstarred.data?.setFavourite.favouriteActivityIds).toEqual([]);
    expect(await starsOf(alice.id)).toEqual([]);

    const anonymous = await t.graphql(SET, { activityId: String(workshop.id), favourite: true });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.select().from(favourites).where(eq(favourites.activityId, workshop.id))).toEqual([]);
  });

  it('refuses to star a draft or a missing activity, and hides a star whose activity went back to draft', async () => {
    for (const id of [draft.id, 999_999]) {
      const refused = await t.graphql<SetResult>(
        SET,
        { activityId: String(id), favourite: true },
        { headers: alice.headers },
      );
      expect(refused.data?.setFavourite).toMatchObject({ __typename: 'NotFoundError' });
    }
    expect(await starsOf(alice.id)).toEqual([]);

    await t.graphql(SET, { activityId: String(show.id), favourite: true }, { headers: alice.headers });
    await t.db.update(activities).set({ publishedAt: null }).where(eq(activities.id, show.id));
    try {
      const mine = await t.graphql<{ currentUser: { favouriteActivityIds: string[] } }>(
        MINE,
        {},
        { headers: alice.headers },
      );
      expect(mine.data?.currentUser.favouriteActivityIds).toEqual([]);
    } finally {
      await t.db.update(activities).set({ publishedAt: show.publishedAt }).where(eq(activities.id, show.id));
      await t.graphql(SET, { activityId: String(show.id), favourite: false }, { headers: alice.headers });
    }
  });

  it('lets nobody else read a person’s favourites or feed, staff included', async () => {
    await t.graphql(SET, { activityId: String(show.id), favourite: true }, { headers: bob.headers });
    const byStaff = await t.graphql<{ users: Array<{ id: string; favouriteActivityIds: string[] }> }>(
      '{ users(search: "fav-bob") { id favouriteActivityIds } }',
      {},
      { headers: staff },
    );
    expect(byStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(byStaff.data ?? null)).not.toContain(String(show.id));
    const feedByStaff = await t.graphql(
      '{ users(search: "fav-bob") { id favouritesFeedPath } }',
      {},
      { headers: staff },
    );
    expect(feedByStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Alice's own view and her changes never touch Bob's stars.
    await t.graphql(SET, { activityId: String(show.id), favourite: false }, { headers: alice.headers });
    expect(await starsOf(bob.id)).toEqual([show.id]);
    const hers = await t.graphql<{ currentUser: { favouriteActivityIds: string[] } }>(
      MINE,
      {},
      { headers: alice.headers },
    );
    expect(hers.data?.currentUser.favouriteActivityIds).toEqual([]);
  });

  it('merges the browser’s stars into the account as a union, skipping drafts and unknown ids', async () => {
    const carol = await person('fav-carol@example.org');
    await t.graphql(SET, { activityId: String(show.id), favourite: true }, { headers: carol.headers });
    const merged = await t.graphql<{ mergeFavourites: { favouriteActivityIds: string[] } }>(
      MERGE,
      { activityIds: [String(workshop.id), String(show.id), String(draft.id), '999999'] },
      { headers: carol.headers },
    );
    expect(merged.errors).toBeUndefined();
    expect(new Set(merged.data?.mergeFavourites.favouriteActivityIds)).toEqual(
      new Set([String(workshop.id), String(show.id)]),
    );
    expect(await starsOf(carol.id)).toEqual([workshop.id, show.id].sort((a, b) => a - b));
    const anonymous = await t.graphql(MERGE, { activityIds: [String(workshop.id)] });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('favourites iCal feed [issue 28]', () => {
  it('serves every session of the starred public activities at the calendar feed’s secret, with UTC stamps', async () => {
    const dave = await person('fav-dave@example.org');
    await t.graphql(
      MERGE,
      { activityIds: [String(workshop.id), String(show.id)] },
      { headers: dave.headers },
    );
    // A star on a draft (written before it went back to draft) stays out of the feed.
    await t.db.insert(favourites).values({ userId: dave.id, activityId: draft.id });

    const before = await t.graphql<{ currentUser: { favouritesFeedPath: string | null } }>(
      MINE,
      {},
      { headers: dave.headers },
    );
    expect(before.data?.currentUser.favouritesFeedPath).toBeNull();
    const renewed = await t.graphql<{ renewCalendarFeed: string }>(
      'mutation { renewCalendarFeed }',
      {},
      { headers: dave.headers },
    );
    const calendarPath = renewed.data?.renewCalendarFeed ?? '';
    const mine = await t.graphql<{ currentUser: { favouritesFeedPath: string } }>(
      MINE,
      {},
      { headers: dave.headers },
    );
    const path = mine.data?.currentUser.favouritesFeedPath ?? '';
    expect(path).toBe(calendarPath.replace('/feeds/calendar/', '/feeds/favourites/'));

    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['cache-control']).toContain('private');
    const expected = await t.db
      .select()
      .from(sessions)
      .where(and(inArray(sessions.activityId, [workshop.id, show.id])));
    expect(expected.length).toBeGreaterThan(0);
    const parsed = Object.values(ical.sync.parseICS(response.body)).filter(
      (c) => (c as { type?: string }).type === 'VEVENT',
    ) as Array<{ start: Date & { tz?: string }; summary: string }>;
    expect(parsed.map((e) => e.start.getTime()).sort()).toEqual(
      expected.map((s) => s.startsAt.getTime()).sort(),
    );
    expect(parsed.every((e) => e.start.tz === 'Pacific/Auckland')).toBe(true);
    expect(parsed.map((e) => e.summary)).not.toContain(draft.name);
    const stamps = [...response.body.matchAll(/^DTSTAMP:(.*)\r$/gm)].map((m) => m[1]);
    expect(stamps.length).toBe(parsed.length);
    expect(stamps.every((stamp) => /^\d{8}T\d{6}Z$/.test(stamp ?? ''))).toBe(true);

    // Renewing the secret retires the old favourites address too; made-up ones are not found.
    await t.graphql('mutation { renewCalendarFeed }', {}, { headers: dave.headers });
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/feeds/favourites/not-a-real-token-at-all.ics' }))
        .statusCode,
    ).toBe(404);
  });
});
