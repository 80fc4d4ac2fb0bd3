import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { ProgrammeDocument } from '#web/graphql/graphql';
import { createProgrammeCache } from './programme-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ProgrammeResult = { data?: { festival: { activities: Array<{ name: string }> } } };

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

describe('programme response cache', () => {
  it('answers repeat anonymous Programme requests without running GraphQL or touching the database', async () => {
    const first = await programme('Show');
    const again = await t.countQueries(() => programme('Show'));
    expect(again.result.data).toEqual(first.data);
    expect(again.queries).toBe(0);
    // Other variables are another entry.
    const workshops = await t.countQueries(() => programme('Workshop'));
    expect(workshops.queries).toBeGreaterThan(0);
  });

  it('is cleared by any mutation, so a change shows at once', async () => {
    await programme('Show');
    const [show] = await t.db.select().from(activities).where(eq(activities.type, 'Show')).limit(1);
    await t.db
      .update(activities)
      .set({ name: 'Renamed Show' })
      .where(eq(activities.id, show?.id ?? 0));
    expect((await programme('Show')).data?.festival.activities.map((a) => a.name)).not.toContain(
      'Renamed Show',
    );
    await t.graphql('mutation { logOut { __typename } }');
    expect((await programme('Show')).data?.festival.activities.map((a) => a.name)).toContain('Renamed Show');
  });

  it('never answers or stores requests that carry credentials', async () => {
    const headers = await t.headersFor(1);
    await programme('Show');
    const withCredentials = await t.countQueries(() => programme('Show', headers));
    expect(withCredentials.queries).toBeGreaterThan(0);
  });
});

describe('programme cache rules', () => {
  const request = (body: Record<string, unknown>, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers,
    body: { ...PROGRAMME, variables: { activityType: 'Show' }, ...body },
  });

  it('keys only anonymous requests for cacheable operations', () => {
    const cache = createProgrammeCache();
    expect(cache.keyFor(request({}))).not.toBeNull();
    expect(cache.keyFor(request({}, { 'access-token': 'x' }))).toBeNull();
    expect(cache.keyFor(request({ operationName: 'CurrentUser' }))).toBeNull();
    expect(cache.keyFor(request({ variables: { activityType: 'Workshop' } }))).not.toBe(
      cache.keyFor(request({})),
    );
  });

  it('expires entries after their age limit and never stores errors', () => {
    let clock = 0;
    const cache = createProgrammeCache({ maxAgeMs: 1000, now: () => clock });
    const key = cache.keyFor(request({})) ?? '';
    cache.write(key, JSON.stringify({ data: { festival: null } }), cache.generation());
    expect(cache.read(key)).not.toBeNull();
    clock = 1500;
    expect(cache.read(key)).toBeNull();
    cache.write(key, JSON.stringify({ data: null, errors: [{ message: 'x' }] }), cache.generation());
    expect(cache.size()).toBe(0);
  });

  it('drops a response computed across an invalidation', () => {
    const cache = createProgrammeCache();
    const key = cache.keyFor(request({})) ?? '';
    const generation = cache.generation();
    cache.invalidate();
    cache.write(key, JSON.stringify({ data: { festival: null } }), generation);
    expect(cache.size()).toBe(0);
  });
});
