import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEED } from '#server/db/seed/demo';
import { festivalProgramme } from '#server/domains/activities/index';
import { getCurrentFestival, readProgrammeFromMemory } from '#server/domains/festival/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { type SearchHit, searchContent } from './search.service';

const SEARCH = /* GraphQL */ `
  query Search($query: String!) {
    search(query: $query) {
      __typename
      ... on ActivityResult { excerpt activity { id name type slug } }
      ... on PersonResult { excerpt person { id name } }
      ... on VenueResult { excerpt venue { id name room } }
      ... on PageResult { excerpt page { slug title } }
    }
  }
`;

interface Hit {
  __typename: 'ActivityResult' | 'PersonResult' | 'VenueResult' | 'PageResult';
  excerpt: string | null;
  activity?: { id: string; name: string; type: string; slug: string };
  person?: { id: string; name: string };
  venue?: { id: string; name: string; room: string | null };
  page?: { slug: string; title: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Inside the demo festival, so it is the current one.
  t.setNow(new Date(`${DEMO_SEED.startDate}T00:00:00+13:00`));
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.graphql<{ search: Hit[] }>(SEARCH, { query });
  return response;
}

async function hits(query: string): Promise<Hit[]> {
  const response = await search(query);
  expect(response.errors).toBeUndefined();
  return response.data?.search ?? [];
}

describe('search [AP-10]', () => {
  it('refuses an empty or one-character query with a validation error', async () => {
    for (const query of ['', ' ', 'a', ' b ']) {
      const response = await search(query);
      expect(response.data).toBeNull();
      expect(response.errors?.[0]).toMatchObject({
        message: 'String must contain at least 2 character(s)',
        extensions: { code: 'VALIDATION', problems: [{ path: ['query'] }] },
      });
    }
  });

  it('finds a presenter by part of their name, whatever the case or macrons', async () => {
    const found = await hits('RAWIRI');
    expect(found[0]).toMatchObject({ __typename: 'PersonResult', person: { name: 'Rāwiri Tait' } });
    const byMacron = await hits('rāwi');
    expect(byMacron[0]?.person?.name).toBe('Rāwiri Tait');
    expect((await hits('driscoll'))[0]?.person?.name).toBe('Finn O’Driscoll');
  });

  it('finds an about page by its title', async () => {
    const found = await hits('conduct');
    expect(found[0]).toMatchObject({ __typename: 'PageResult', page: { slug: 'code-of-conduct' } });
  });

  it('finds an activity by a word in its name, name matches before text matches', async () => {
    const found = await hits('listening');
    expect(found[0]).toMatchObject({
      __typename: 'ActivityResult',
      activity: { name: 'The Art of Listening', type: 'Workshop', slug: expect.any(String) },
      excerpt: null,
    });
    // Anything after it matched only in its text, and says where.
    for (const other of found.slice(1).filter((hit) => hit.activity?.name !== 'The Art of Listening')) {
      expect(other.excerpt?.toLowerCase()).toContain('listen');
    }
  });

  it('finds venues by name or address', async () => {
    const found = await hits('taranaki');
    const venues = found.filter((hit) => hit.__typename === 'VenueResult');
    expect(venues.length).toBeGreaterThan(0);
    // An address match is shown as the excerpt, since the name alone does not explain it.
    expect(venues[0]?.excerpt).toContain('Taranaki Street');
    expect((await hits('playhouse'))[0]).toMatchObject({ __typename: 'VenueResult' });
  });

  it('treats LIKE wildcards literally and returns nothing for nonsense', async () => {
    expect(await hits('%%')).toEqual([]);
    expect(await hits('__')).toEqual([]);
    expect(await hits('zzqxv')).toEqual([]);
  });

  it('returns at most 20 results', async () => {
    expect((await hits('an')).length).toBeLessThanOrEqual(20);
  });

  it('never finds participants (private), only presenters', async () => {
    // Demo participants' first names include Fatima and Harriet; no presenter has them.
    for (const name of ['Fatima', 'Harriet']) {
      expect((await hits(name)).filter((hit) => hit.__typename === 'PersonResult')).toEqual([]);
    }
  });
});

describe('search over the programme in memory', () => {
  it('finds the same activities and presenters as the database does, in the same order', async () => {
    const context = { db: t.db };
    readProgrammeFromMemory(context);
    const festival = await getCurrentFestival(t.db, new Date(`${DEMO_SEED.startDate}T00:00:00+13:00`));
    if (!festival) throw new Error('the demo festival is current');
    const programme = await festivalProgramme(context, festival.id);
    expect(programme).not.toBeNull();
    const summary = (hits: SearchHit[]) => hits.map((hit) => `${hit.kind} ${hit.name} ${hit.excerpt ?? ''}`);
    let compared = 0;
    for (const query of ['improv', 'night', 'wel', 'scene work', 'ha', 'mask', 'zzzz', 'Te Whanganui', 'ā']) {
      const fromDatabase = await searchContent(t.db, { query, festivalId: festival.id });
      const fromMemory = await searchContent(t.db, { query, festivalId: festival.id, programme });
      expect(summary(fromMemory), query).toEqual(summary(fromDatabase));
      compared += fromDatabase.length;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
