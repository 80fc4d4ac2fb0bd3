import { eq } from 'drizzle-orm';
import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { ProgrammeDocument } from '#web/graphql/graphql';
import { readsOnlyPublicFields } from './response-cache';
import { schema } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ProgrammeResult = { data?: { festival: { activities: Array<{ name: string }> } }; errors?: unknown };

const PROGRAMME = { operationName: 'Programme', query: print(ProgrammeDocument) };

/** Posts the Programme operation as the site's Apollo client does (with its operation name). */
async function programme(
  activityType: string,
  headers: Record<string, string> = {},
): Promise<ProgrammeResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ ...PROGRAMME, variables: { activityType } }),
  });
  return response.json();
}

const names = (result: ProgrammeResult) => result.data?.festival.activities.map((a) => a.name) ?? [];

async function renameFirst(type: 'Show' | 'Workshop', name: string) {
  const [row] = await t.db.select().from(activities).where(eq(activities.type, type)).limit(1);
  await t.db
    .update(activities)
    .set({ name })
    .where(eq(activities.id, row?.id ?? 0));
}

describe('response cache', () => {
  it('answers repeat anonymous Programme requests without touching the database', async () => {
    const first = await programme('Show');
    expect(first.errors).toBeUndefined();
    const again = await t.countQueries(() => programme('Show'));
    expect(again.result).toEqual(first);
    expect(again.queries).toBe(0);
    // Other variables are another entry.
    expect((await t.countQueries(() => programme('Workshop'))).queries).toBeGreaterThan(0);
  });

  it('serves a logged-in Programme request from the shared entry (public fields only)', async () => {
    const anonymous = await programme('Show');
    const headers = await t.headersFor(1);
    const loggedIn = await t.countQueries(() => programme('Show', headers));
    expect(loggedIn.result).toEqual(anonymous);
    // A hit is answered before GraphQL builds its context: not even the credentials are looked up.
    expect(loggedIn.queries).toBe(0);
    const uncached = await t.countQueries(() => programme('Conference', headers));
    expect(uncached.queries).toBeGreaterThan(0);
  });

  it('never shares an operation with a private field between users', async () => {
    const query = 'query Me { currentUser { id email } festival { id name } }';
    const one = await t.graphql<{ currentUser: { id: string } }>(
      query,
      {},
      { headers: await t.headersFor(1) },
    );
    const two = await t.graphql<{ currentUser: { id: string } }>(
      query,
      {},
      { headers: await t.headersFor(2) },
    );
    expect(one.data?.currentUser.id).toBe('1');
    expect(two.data?.currentUser.id).toBe('2');
    const anonymous = await t.countQueries(() => t.graphql<{ currentUser: null }>(query));
    expect(anonymous.result.data?.currentUser).toBeNull();
    expect(anonymous.queries).toBeGreaterThan(0);
  });

  it('is cleared by any mutation, so a change shows at once', async () => {
    await programme('Show');
    await renameFirst('Show', 'Renamed Show');
    expect(names(await programme('Show'))).not.toContain('Renamed Show');
    await t.graphql('mutation { logOut { __typename } }');
    expect(names(await programme('Show'))).toContain('Renamed Show');
  });

  it('runs GraphQL once for many simultaneous misses of one key (no stampede)', async () => {
    await t.graphql('mutation { logOut { __typename } }');
    const single = await t.countQueries(() => programme('Workshop'));
    await t.graphql('mutation { logOut { __typename } }');
    const burst = await t.countQueries(() =>
      Promise.all(Array.from({ length: 20 }, () => programme('Workshop'))),
    );
    expect(new Set(burst.result.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(burst.queries).toBe(single.queries);
  });
});

describe('which operations are public', () => {
  const isPublic = (query: string) => readsOnlyPublicFields(schema, parse(query));

  it('accepts the public programme, activity, people, venues, pages and festival queries', () => {
    expect(isPublic(print(ProgrammeDocument))).toBe(true);
    expect(isPublic('{ festival { id name phase workshopPricing { id baseWorkshopPrice } } }')).toBe(true);
    expect(isPublic('{ pages { slug title } venues { id name } people { id name bio } }')).toBe(true);
    expect(
      isPublic('{ activity(type: Workshop, slug: "x") { __typename ... on Activity { id name } } }'),
    ).toBe(true);
  });

  it('never answers with a result computed for another time when the clock moves', async () => {
    const query = '{ festival { id phase } }';
    const ask = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query }),
        })
      ).json() as { data: { festival: { phase: string } | null } };
    try {
      t.setNow(new Date('2020-01-01T00:00:00Z'));
      const before = await ask();
      t.setNow(new Date('2027-10-05T00:00:00+13:00'));
      const during = await ask();
      expect(during.data.festival?.phase).not.toBe(before.data.festival?.phase);
    } finally {
      t.setNow(null);
    }
  });

  it('refuses viewer-dependent fields, staff fields, mutations and introspection', () => {
    expect(isPublic('{ currentUser { id } }')).toBe(false);
    expect(isPublic('{ people { id phone } }')).toBe(false);
    expect(isPublic('{ festival { activities(type: Workshop) { id canEdit } } }')).toBe(false);
    expect(isPublic('{ festival { timetable { id participants { __typename } } } }')).toBe(false);
    // The timetable is staff-only even when only its ids are read.
    expect(isPublic('{ festival { timetable { id } } }')).toBe(false);
    expect(isPublic('mutation { logOut { __typename } }')).toBe(false);
    expect(isPublic('{ __schema { types { name } } }')).toBe(false);
  });
});
