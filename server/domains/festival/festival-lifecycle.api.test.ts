import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { auditEntriesOf, headersByRole, type RoleHeaders } from '#server/test/users';

/** Issue 26: staff edit a festival on its own page and choose which one the public sees. */

let t: TestApp;
let as: RoleHeaders<'activities' | 'registrations'>;

beforeAll(async () => {
  t = await createTestApp();
  as = await headersByRole(t, ['activities', 'registrations'], 'lifecycle');
}, 60_000);
afterAll(() => t.close());

type Result = {
  __typename: string;
  message?: string;
  problems?: Array<{ path: string[]; message: string }>;
  id?: string;
  isCurrent?: boolean;
};

const PRICING = { baseWorkshopPrice: 6000, discountPerAdditionalWorkshop: 500, discountLimit: 4 };
const RESULT = `__typename ... on Error { message } ... on Festival { id isCurrent }`;
const PROBLEMS = '... on ValidationError { problems { path message } }';

async function call(who: keyof typeof as, query: string, variables: Record<string, unknown>) {
  const response = await t.graphql<Record<string, Result>>(query, variables, { headers: as[who] });
  const refused = response.errors?.[0]?.message === 'Not allowed';
  if (response.errors && !refused) throw new Error(JSON.stringify(response.errors));
  return { result: Object.values(response.data ?? {})[0], refused };
}

const create = (who: keyof typeof as, input: Record<string, unknown>) =>
  call(who, `mutation($input: FestivalInput!) { createFestival(input: $input) { ${RESULT} ${PROBLEMS} } }`, {
    input,
  });
const update = (who: keyof typeof as, id: string, input: Record<string, unknown>) =>
  call(
    who,
    `mutation($id: ID!, $input: FestivalInput!) { updateFestival(id: $id, input: $input) { ${RESULT} ${PROBLEMS} } }`,
    {
      id,
      input,
    },
  );
const choose = (who: keyof typeof as, id: string) =>
  call(who, `mutation($id: ID!) { setCurrentFestival(id: $id) { ${RESULT} } }`, { id });

async function publicFestival(): Promise<string | undefined> {
  const response = await t.graphql<{ festival: { id: string } | null }>('{ festival { id } }');
  return response.data?.festival?.id;
}

const problemsOf = (result?: Result) =>
  Object.fromEntries((result?.problems ?? []).map((problem) => [problem.path.join('.'), problem.message]));

describe('which festival is current', () => {
  it('does not move when staff create a festival that starts sooner', async () => {
    const { result } = await create('admin', { startDate: '2026-03-01', endDate: '2026-03-05', ...PRICING });
    expect(result).toMatchObject({ __typename: 'Festival', id: '2026', isCurrent: false });
    try {
      // Before NZIF 2026 starts, the old date rule would have shown it instead of the demo festival.
      t.setNow(new Date('2025-06-01T00:00:00Z'));
      expect(await publicFestival()).toBe(String(DEMO_FESTIVAL_YEAR));
    } finally {
      t.setNow(null);
    }
  });

  it('is chosen by an administrator only; the public site follows, and the choice is audited', async () => {
    const other = '2029';
    await create('admin', { startDate: '2029-10-01', endDate: '2029-10-05', ...PRICING });
    for (const who of ['anonymous', 'participant', 'teamMember', 'activities', 'registrations'] as const) {
      expect((await choose(who, other)).refused, who).toBe(true);
    }
    expect(await publicFestival()).toBe(String(DEMO_FESTIVAL_YEAR));

    expect((await choose('admin', other)).result).toMatchObject({ id: other, isCurrent: true });
    expect(await publicFestival()).toBe(other);
    const list = await t.graphql<{ festivals: Array<{ id: string; isCurrent: boolean }> }>(
      '{ festivals { id isCurrent } }',
      {},
      { headers: as.activities },
    );
    expect(list.data?.festivals.filter((festival) => festival.isCurrent).map((f) => f.id)).toEqual([other]);
    const [entry] = await auditEntriesOf(t.db, 'festival.current', other);
    expect(entry).toMatchObject({
      before: { currentFestivalId: DEMO_FESTIVAL_YEAR },
      after: { currentFestivalId: Number(other) },
    });

    // Choosing the current one again changes and records nothing.
    await choose('admin', other);
    expect(await auditEntriesOf(t.db, 'festival.current', other)).toHaveLength(1);

    expect((await choose('admin', String(DEMO_FESTIVAL_YEAR))).result?.isCurrent).toBe(true);
    expect(await publicFestival()).toBe(String(DEMO_FESTIVAL_YEAR));
  });

  it('says a festival that does not exist is not found', async () => {
    expect((await choose('admin', '2999')).result).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe('editing a festival', () => {
  const demo = String(DEMO_FESTIVAL_YEAR);
  const dates = { startDate: '2027-10-02', endDate: '2027-10-09' };

  it('refuses everyone but administrators', async () => {
    for (const who of ['anonymous', 'participant', 'teamMember', 'activities', 'registrations'] as const) {
      expect((await update(who, demo, { ...dates, ...PRICING })).refused, who).toBe(true);
    }
  });

  it('answers with the spec’s validation messages, field by field, and changes nothing', async () => {
    const bad = async (changes: Record<string, unknown>) =>
      problemsOf((await update('admin', demo, { ...dates, ...PRICING, ...changes })).result);
    expect(await bad({ startDate: '' })).toMatchObject({ startDate: 'Required' });
    expect(await bad({ startDate: '2027-10-09', endDate: '2027-10-02' })).toEqual({
      endDate: 'Must be on or after the start',
    });
    expect(Object.keys(await bad({ baseWorkshopPrice: -1 }))).toContain('baseWorkshopPrice');
    expect(Object.keys(await bad({ discountPerAdditionalWorkshop: 7000 }))).toEqual([
      'discountPerAdditionalWorkshop',
    ]);
    expect(
      (await update('admin', demo, { ...PRICING, startDate: '2028-10-02', endDate: '2028-10-09' })).result,
    ).toMatchObject({ __typename: 'ValidationError', message: `NZIF ${demo} must be in ${demo}` });
    const pricing = await t.graphql<{ festival: { workshopPricing: { baseWorkshopPrice: number } } }>(
      '{ festival { workshopPricing { baseWorkshopPrice } } }',
    );
    expect(pricing.data?.festival.workshopPricing.baseWorkshopPrice).toBe(6500);
  });

  it('saves dates and pricing for an administrator, with the before and after in the audit log', async () => {
    const before = (await auditEntriesOf(t.db, 'festival.update', demo)).length;
    const { result } = await update('admin', demo, { ...dates, ...PRICING, baseWorkshopPrice: 7000 });
    expect(result).toMatchObject({ __typename: 'Festival', id: demo, isCurrent: true });
    const entries = await auditEntriesOf(t.db, 'festival.update', demo);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      before: { baseWorkshopPrice: 6500 },
      after: { baseWorkshopPrice: 7000 },
    });
    await update('admin', demo, {
      ...dates,
      baseWorkshopPrice: 6500,
      discountPerAdditionalWorkshop: 500,
      discountLimit: 5,
    });
  });

  it('sets the phase dates of a festival that is not current, for registration managers only', async () => {
    const SET = `mutation($id: ID, $at: DateTime) { updateFestivalPhaseDates(festivalId: $id, input: { earlybirdOpensAt: $at }) {
      __typename ... on Error { message } ... on Festival { id earlybirdOpensAt } } }`;
    const at = '2029-03-01T09:00:00.000+13:00';
    expect((await call('activities', SET, { id: '2029', at })).refused).toBe(true);
    expect((await call('participant', SET, { id: '2029', at })).refused).toBe(true);
    const { result } = await call('registrations', SET, { id: '2029', at });
    expect(result).toMatchObject({ __typename: 'Festival', id: '2029' });
    expect(new Date((result as unknown as { earlybirdOpensAt: string }).earlybirdOpensAt).toISOString()).toBe(
      new Date(at).toISOString(),
    );
    expect(await auditEntriesOf(t.db, 'festival.phase-dates', '2029')).toHaveLength(1);
    // The public festival's dates did not move.
    const current = await t.graphql<{ festival: { id: string; earlybirdOpensAt: string } }>(
      '{ festival { id earlybirdOpensAt } }',
    );
    expect(current.data?.festival.id).toBe(demo);
    expect(current.data?.festival.earlybirdOpensAt).not.toBe(new Date(at).toISOString());
  });
});
