import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersByRole, type RoleHeaders } from '#server/test/users';

/**
 * Issue 32: the staff registrations list is read a page at a time, with the total it adds up to,
 * so a 2,000-person festival's list renders 50 rows; search and filters still cover everyone.
 */

let t: TestApp;
let as: RoleHeaders<'registrations'>;

type Item = { id: string; name: string; places: number; waitlists: number; balance: number | null };
type Report = { total: number; matching: number; offset: number; items: Item[] };

const REPORT = `query($filter: RegistrationFilter, $search: String, $first: Int, $offset: Int) {
  registrationReport(filter: $filter, search: $search, first: $first, offset: $offset) {
    total matching offset items { id name places waitlists balance } } }`;

async function report(variables: Record<string, unknown>, headers = as.admin) {
  const response = await t.graphql<{ registrationReport: Report }>(REPORT, variables, { headers });
  return response;
}

async function reportOk(variables: Record<string, unknown>): Promise<Report> {
  const response = await report(variables);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  const data = response.data?.registrationReport;
  if (!data) throw new Error('no report');
  return data;
}

/** Every page of `size` in turn, until one comes back short. */
async function allPages(variables: Record<string, unknown>, size: number): Promise<Report[]> {
  const pages: Report[] = [];
  for (let offset = 0; ; offset += size) {
    const page = await reportOk({ ...variables, first: size, offset });
    pages.push(page);
    if (page.items.length < size) return pages;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL);
  as = await headersByRole(t, ['registrations'], 'pages');
});

afterAll(async () => {
  await t.close();
});

describe('the registrations list a page at a time [issue 32]', () => {
  it('pages through everyone in the list’s order, each page saying where it is and of how many', async () => {
    const whole = await reportOk({});
    expect(whole.total).toBeGreaterThan(20);
    expect(whole.matching).toBe(whole.total);
    const pages = await allPages({}, 7);
    expect(pages.flatMap((page) => page.items)).toEqual(whole.items);
    expect(pages.map((page) => page.offset)).toEqual(pages.map((_, index) => index * 7));
    for (const page of pages) {
      expect(page.total).toBe(whole.total);
      expect(page.matching).toBe(whole.total);
      expect(page.items.length).toBeLessThanOrEqual(7);
    }
    // Past the end: nothing, and still the total.
    const beyond = await reportOk({ first: 7, offset: whole.total + 5 });
    expect(beyond).toMatchObject({ items: [], total: whole.total, matching: whole.total });
  });

  it('searches everyone, not only the page: the pages of a search add up to the search', async () => {
    const found = await reportOk({ search: 'participant1' });
    // participant1, participant10–19, participant100+…: more than one page of 4.
    expect(found.items.length).toBeGreaterThan(4);
    expect(found.total).toBeLessThan((await reportOk({})).total);
    const pages = await allPages({ search: 'participant1' }, 4);
    expect(pages.flatMap((page) => page.items)).toEqual(found.items);
    expect(pages[0]).toMatchObject({ total: found.total, matching: found.total });
  });

  it('filters everyone before paging: matching counts the filter, total the search', async () => {
    const all = await reportOk({});
    for (const filter of ['NOTHING', 'UNPAID']) {
      const whole = await reportOk({ filter });
      expect(whole.matching).toBe(whole.items.length);
      const pages = await allPages({ filter }, 5);
      expect(pages.flatMap((page) => page.items)).toEqual(whole.items);
      expect(pages[0]).toMatchObject({ total: all.total, matching: whole.matching });
    }
  });

  it('refuses pages of nonsense sizes, and refuses everyone without the permission', async () => {
    for (const variables of [{ first: 0 }, { first: 501 }, { first: 10, offset: -1 }]) {
      const response = await report(variables);
      expect(response.errors?.[0]?.message, JSON.stringify(variables)).toMatch(/first|offset/);
    }
    for (const who of [as.participant, as.anonymous]) {
      const response = await report({ first: 10 }, who);
      expect(response.data?.registrationReport ?? null).toBeNull();
      expect(response.errors?.length).toBeGreaterThan(0);
    }
    // Registration staff without payments see pages too, without balances.
    const page = await report({ first: 10 }, as.registrations);
    expect(page.data?.registrationReport.items.every((item) => item.balance === null)).toBe(true);
  });
});
