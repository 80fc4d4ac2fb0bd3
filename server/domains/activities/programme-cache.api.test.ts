import { print } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '#server/graphql/context';
import { schema } from '#server/graphql/schema';
import { createTestApp, type TestApp } from '#server/test/harness';
import { ProgrammeDocument } from '#web/graphql/graphql';
import { createProgrammeCache } from './programme-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function yogaWith(cache: ReturnType<typeof createProgrammeCache>, viewer: Context['viewer'] = null) {
  return createYoga<Record<string, unknown>, Context>({
    schema,
    plugins: [cache.plugin],
    context: () => ({ ...t.services, viewer, requestId: 'test', ip: '127.0.0.1', headers: {} }),
  });
}

async function programme(yoga: ReturnType<typeof yogaWith>) {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'Programme',
      query: print(ProgrammeDocument),
      variables: { activityType: 'Show' },
    }),
  });
  return (await response.json()) as { data?: { festival: { activities: Array<{ name: string }> } } };
}

describe('programme response cache', () => {
  it('answers repeat anonymous Programme queries without touching the database', async () => {
    const cache = createProgrammeCache();
    const yoga = yogaWith(cache);
    const first = await programme(yoga);
    const again = await t.countQueries(() => programme(yoga));
    expect(again.result).toEqual(first);
    expect(again.queries).toBe(0);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('is cleared by any mutation and expires after its age limit', async () => {
    let clock = 0;
    const cache = createProgrammeCache({ maxAgeMs: 1000, now: () => clock });
    const yoga = yogaWith(cache);
    await programme(yoga);
    expect(cache.size()).toBe(1);
    await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { logOut { __typename } }' }),
    });
    expect(cache.size()).toBe(0);
    await programme(yoga);
    clock = 1500;
    const expired = await t.countQueries(() => programme(yoga));
    expect(expired.queries).toBeGreaterThan(0);
  });

  it('never shares results with a logged-in viewer', async () => {
    const cache = createProgrammeCache();
    const yoga = yogaWith(cache, { id: 1, email: 'staff@example.org', permissions: ['admin'], client: 'c' });
    await programme(yoga);
    await programme(yoga);
    expect(cache.size()).toBe(0);
    expect(cache.stats.hits).toBe(0);
  });
});
