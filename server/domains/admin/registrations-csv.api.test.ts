import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersByRole, type RoleHeaders } from '#server/test/users';

/**
 * Issue 32: the registrations CSV is streamed from /api/exports/registrations.csv as it is
 * written, with the same content and the same permission rules as the registrationsCsv query.
 */

let t: TestApp;
let as: RoleHeaders<'registrations' | 'payments'>;

const CSV = `query($filter: RegistrationFilter, $search: String) { registrationsCsv(filter: $filter, search: $search) }`;

async function viaQuery(
  headers: Record<string, string>,
  variables: Record<string, unknown>,
): Promise<string> {
  const response = await t.graphql<{ registrationsCsv: string }>(CSV, variables, { headers });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.registrationsCsv;
}

function download(headers: Record<string, string>, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/exports/registrations.csv${query}`, headers });
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL);
  as = await headersByRole(t, ['registrations', 'payments'], 'csvstream');
});

afterAll(async () => {
  await t.close();
});

describe('the streamed registrations CSV [issue 32]', () => {
  it('is byte for byte the query’s CSV, for every filter and a search', async () => {
    for (const [query, variables] of [
      ['', {}],
      ['?filter=unpaid', { filter: 'UNPAID' }],
      ['?filter=NOTHING&search=participant1', { filter: 'NOTHING', search: 'participant1' }],
      ['?search=participant2', { search: 'participant2' }],
    ] as const) {
      const response = await download(as.admin, query);
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="registrations-\w+\.csv"$/,
      );
      const expected = await viaQuery(as.admin, variables);
      expect(expected.split('\r\n').length).toBeGreaterThan(2);
      expect(response.body, query).toBe(expected);
    }
  });

  it('leaves balances out for registration staff without payments, as the query does', async () => {
    const response = await download(as.registrations);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(await viaQuery(as.registrations, {}));
    expect(response.body).not.toContain('balance_cents');
  });

  it('refuses visitors, participants, staff without the permission, and UNPAID without payments', async () => {
    expect((await download({})).statusCode).toBe(401);
    expect((await download(as.participant)).statusCode).toBe(403);
    expect((await download(as.payments)).statusCode).toBe(403);
    expect((await download(as.registrations, '?filter=unpaid')).statusCode).toBe(403);
    expect((await download(as.admin, '?filter=rich')).statusCode).toBe(400);
  });
});
