import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, festivals, users } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF } from '#server/db/seed/demo';
import { EARLYBIRD } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';

let t: TestApp;
let staff: Record<string, string>;

const SET_DATES = `mutation Set($input: PhaseDatesInput!) {
  updateFestivalPhaseDates(input: $input) {
    __typename ... on Error { message } ... on Festival { phase earlybirdOpensAt earlybirdClosesAt generalOpensAt registrationsCloseAt }
  }
}`;
type Result = { __typename: string; message?: string; phase?: string } & Record<string, string | null>;

async function setDates(input: Record<string, string | null>): Promise<Result> {
  const response = await t.graphql<{ updateFestivalPhaseDates: Result }>(
    SET_DATES,
    { input },
    { headers: staff },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.updateFestivalPhaseDates;
}

async function stored() {
  const [row] = await t.db.select().from(festivals).where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
  if (!row) throw new Error('no festival');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(EARLYBIRD);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
  staff = await t.headersFor(user?.id as number);
});
afterAll(() => t.close());

describe('updating phase dates partially [issue 11]', () => {
  it('changes only the date given and keeps the festival in its phase (regression: it blanked the others)', async () => {
    const before = await stored();
    expect(before.earlybirdOpensAt).not.toBeNull();
    const later = new Date((before.generalOpensAt as Date).getTime() + 86_400_000).toISOString();
    const result = await setDates({ generalOpensAt: later });
    expect(result.__typename).toBe('Festival');
    expect(result.phase).toBe('Earlybird');
    const after = await stored();
    expect(after.generalOpensAt?.toISOString()).toBe(later);
    expect(after.earlybirdOpensAt).toEqual(before.earlybirdOpensAt);
    expect(after.earlybirdClosesAt).toEqual(before.earlybirdClosesAt);
    expect(after.registrationsCloseAt).toEqual(before.registrationsCloseAt);
  });

  it('clears a date only when given null explicitly', async () => {
    const before = await stored();
    const result = await setDates({ registrationsCloseAt: null });
    expect(result.__typename).toBe('Festival');
    const after = await stored();
    expect(after.registrationsCloseAt).toBeNull();
    expect(after.earlybirdOpensAt).toEqual(before.earlybirdOpensAt);
  });

  it('checks the order on the merged dates: one date moved before the kept ones is refused', async () => {
    const before = await stored();
    const result = await setDates({ generalOpensAt: '2026-01-01T00:00:00Z' });
    expect(result.__typename).toBe('ValidationError');
    expect(result.message).toMatch(/in order/);
    expect((await stored()).generalOpensAt).toEqual(before.generalOpensAt);
  });

  it('an empty input changes nothing', async () => {
    const before = await stored();
    expect((await setDates({})).__typename).toBe('Festival');
    expect(await stored()).toEqual(before);
  });

  it('records who changed which dates, with the old and new values', async () => {
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'festival.phase-dates'), eq(auditEntries.festivalId, DEMO_FESTIVAL_YEAR)),
      );
    expect(entries).toHaveLength(2);
    expect(entries[0]?.actorName).toBe(DEMO_STAFF.email);
    expect(Object.keys(entries[0]?.after as object)).toEqual(['generalOpensAt']);
    expect(Object.keys(entries[1]?.before as object)).toEqual(['registrationsCloseAt']);
  });
});
