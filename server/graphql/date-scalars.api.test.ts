import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { userIdByEmail } from '#server/test/users';

/**
 * Issue 25 item 4: the Date scalar took any NNNN-NN-NN, so 9999-99-99 and 2027-13-01 reached the
 * audit log's date arithmetic and failed as INTERNAL; a DateTime in year 9999 did the same once a
 * time zone moved it into year 10000. Impossible values are now refused at the edge.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email));
});
afterAll(() => t.close());

const AUDIT = `query($from: Date, $to: Date) { auditEntries(filter: { from: $from, to: $to }) { __typename } }`;

describe('Date and DateTime inputs [issue 25.4]', () => {
  it('refuses impossible calendar dates as bad input, and takes real ones', async () => {
    for (const date of ['9999-99-99', '2027-13-01', '2026-02-30', '2027-02-29', '0000-00-00']) {
      const answer = await t.graphql(AUDIT, { from: date, to: date }, { headers: admin });
      expect(answer.status, date).toBe(400);
      expect(answer.errors?.[0]?.message, date).toMatch(/Invalid Date$/);
    }
    for (const date of ['2028-02-29', '2027-12-31']) {
      const answer = await t.graphql(AUDIT, { from: date, to: date }, { headers: admin });
      expect(answer.errors, date).toBeUndefined();
    }
  });

  it('refuses instants at the edge of four-digit years', async () => {
    const move = `mutation($id: ID!, $startsAt: DateTime!) { moveSession(id: $id, startsAt: $startsAt) { __typename } }`;
    for (const startsAt of ['9999-12-31T23:59:59Z', '0001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z']) {
      const answer = await t.graphql(move, { id: '7', startsAt }, { headers: admin });
      expect(answer.status, startsAt).toBe(400);
      expect(answer.errors?.[0]?.message, startsAt).toMatch(/Invalid DateTime/);
    }
  });
});
