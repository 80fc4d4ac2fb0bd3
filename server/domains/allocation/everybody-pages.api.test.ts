import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { PAUSED } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { userIdByEmail } from '#server/test/users';
import { waitForAllocationJobs } from './index';

/**
 * Issue 32: the allocation's Everybody view reads one page of people at a time, sorted and
 * searched on the server across everyone, so 2,000 people render as 50 rows.
 */

let t: TestApp;
let staff: Record<string, string>;

type Person = { registrationId: string; name: string; satisfaction: number | null };
type Page = { total: number; matching: number; offset: number; items: Person[] };

const PAGE = `query($search: String, $sort: AllocationParticipantSort, $first: Int!, $offset: Int) {
  allocationRun {
    participants { registrationId name satisfaction }
    participantPage(search: $search, sort: $sort, first: $first, offset: $offset) {
      total matching offset items { registrationId name satisfaction } }
  }
}`;

async function ask(variables: Record<string, unknown>, headers = staff) {
  return t.graphql<{ allocationRun: { participants: Person[]; participantPage: Page } | null }>(
    PAGE,
    { first: 10, ...variables },
    { headers },
  );
}

async function page(variables: Record<string, unknown>) {
  const response = await ask(variables);
  const run = response.data?.allocationRun;
  if (!run) throw new Error(JSON.stringify(response.errors));
  return run;
}

async function allPages(variables: Record<string, unknown>, size: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let offset = 0; ; offset += size) {
    const { participantPage } = await page({ ...variables, first: size, offset });
    pages.push(participantPage);
    if (participantPage.items.length < size) return pages;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(PAUSED);
  staff = await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email));
  const started = await t.graphql<{ startAllocation: { __typename: string } }>(
    'mutation { startAllocation(seed: 11) { __typename ... on Error { message } } }',
    {},
    { headers: staff },
  );
  expect(started.data?.startAllocation.__typename).toBe('AllocationRun');
  await waitForAllocationJobs();
});

afterAll(async () => {
  await waitForAllocationJobs();
  await t.close();
});

describe('the Everybody view a page at a time [issue 32]', () => {
  it('pages through everyone by name: the pages add up to the whole list, in its order', async () => {
    const { participants } = await page({});
    expect(participants.length).toBeGreaterThan(20);
    const pages = await allPages({}, 9);
    const paged = pages.flatMap((p) => p.items);
    expect(paged.map((p) => p.registrationId)).toEqual(participants.map((p) => p.registrationId));
    for (const [index, p] of pages.entries()) {
      expect(p).toMatchObject({
        total: participants.length,
        matching: participants.length,
        offset: index * 9,
      });
    }
  });

  it('sorts least satisfied first across everyone, not within a page', async () => {
    const { participants } = await page({});
    const paged = (await allPages({ sort: 'SCORE' }, 9)).flatMap((p) => p.items);
    expect(paged).toHaveLength(participants.length);
    const scores = paged.map((p) => p.satisfaction ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const lowest = Math.min(...participants.map((p) => p.satisfaction ?? 0));
    expect(paged[0]?.satisfaction ?? 0).toBe(lowest);
  });

  it('searches names and emails across everyone, whatever page they would be on', async () => {
    const { participants } = await page({});
    const last = participants.at(-1);
    if (!last) throw new Error('nobody');
    const found = await page({ search: last.name.toUpperCase(), first: 5 });
    expect(found.participantPage.items.map((p) => p.registrationId)).toContain(last.registrationId);
    expect(found.participantPage.matching).toBe(
      participants.filter((p) => p.name.toLowerCase().includes(last.name.toLowerCase())).length,
    );
    expect(found.participantPage.total).toBe(participants.length);
    const byEmail = await page({ search: 'PARTICIPANT1@example.org' });
    expect(byEmail.participantPage.matching).toBe(1);
  });

  it('refuses pages of nonsense sizes, and people without the registrations permission', async () => {
    for (const variables of [{ first: 0 }, { first: 201 }, { first: 5, offset: -1 }]) {
      const response = await ask(variables);
      expect(response.errors?.[0]?.message, JSON.stringify(variables)).toMatch(/Pages hold/);
    }
    const participant = await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'));
    for (const headers of [participant, {}]) {
      const response = await ask({}, headers);
      expect(response.data?.allocationRun ?? null).toBeNull();
    }
  });
});
