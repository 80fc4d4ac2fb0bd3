import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersByRole, type RoleHeaders } from '#server/test/users';

/** Issue 26: the presenters list pages with a total instead of stopping at 100; bios are Markdown. */

let t: TestApp;
let as: RoleHeaders<'people' | 'workshops'>;

beforeAll(async () => {
  t = await createTestApp();
  as = await headersByRole(t, ['people', 'workshops'], 'presenters-list');
  // 130 more people than the demo has, named so a search finds exactly them.
  await t.db.insert(profiles).values(
    Array.from({ length: 130 }, (_, index) => ({
      name: `Paging Person ${String(index).padStart(3, '0')}`,
    })),
  );
}, 60_000);
afterAll(() => t?.close());

const PAGE = `query($query: String, $first: Int, $offset: Int) {
  peoplePage(query: $query, first: $first, offset: $offset) { total people { name } } }`;
type Page = { peoplePage: { total: number; people: { name: string }[] } | null };

describe('the presenters list [issue 26]', () => {
  it('counts everyone who matches and pages through them, never silently cut', async () => {
    const [everyone] = await t.db.select({ n: count() }).from(profiles);
    const all = await t.graphql<Page>(PAGE, { first: 50, offset: 0 }, { headers: as.people });
    expect(all.data?.peoplePage?.total).toBe(everyone?.n);
    expect(everyone?.n).toBeGreaterThan(100);

    const names: string[] = [];
    for (let offset = 0; offset < 200; offset += 50) {
      const page = await t.graphql<Page>(
        PAGE,
        { query: 'paging person', first: 50, offset },
        { headers: as.people },
      );
      expect(page.data?.peoplePage?.total).toBe(130);
      names.push(...(page.data?.peoplePage?.people.map((person) => person.name) ?? []));
    }
    const [matching] = await t.db
      .select({ n: count() })
      .from(profiles)
      .where(like(profiles.name, 'Paging Person%'));
    expect(names).toHaveLength(matching?.n ?? -1);
    expect(new Set(names).size).toBe(130);
    expect(names[0]).toBe('Paging Person 000');
    expect(names.at(-1)).toBe('Paging Person 129');
  });

  it('keeps a page to at most 100 and a negative offset to the start', async () => {
    const page = await t.graphql<Page>(PAGE, { first: 5000, offset: -10 }, { headers: as.workshops });
    expect(page.data?.peoplePage?.people).toHaveLength(100);
  });

  it('is for people who cast activities, not participants or visitors', async () => {
    for (const headers of [as.participant, as.anonymous]) {
      const refused = await t.graphql<Page>(PAGE, { first: 5 }, { headers });
      expect(refused.data?.peoplePage ?? null).toBeNull();
      expect(refused.errors?.length).toBeGreaterThan(0);
    }
  });
});

describe('bios [issue 26]', () => {
  it('are rendered from Markdown and sanitised like descriptions', async () => {
    const [person] = await t.db
      .insert(profiles)
      .values({
        name: 'Tess Markdown',
        bio: 'Tess teaches **status**.\n\n[site](javascript:alert(1))\n\n<script>alert(1)</script>',
      })
      .returning({ id: profiles.id });
    const response = await t.graphql<{ person: { bio: string; bioHtml: string } }>(
      'query($id: ID!) { person(id: $id) { ... on Person { bio bioHtml } } }',
      { id: String(person?.id) },
      { headers: as.people },
    );
    const html = response.data?.person.bioHtml ?? '';
    expect(html).toContain('<strong>status</strong>');
    expect(html).not.toContain('**');
    expect(html).not.toMatch(/<script|href="javascript:/);
    expect(response.data?.person.bio).toContain('**status**');
  });
});
