import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersForEmail } from '#server/test/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function currentUser(headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query: '{ currentUser { id } }' },
  });
  return { header: response.headers['x-credentials'], body: response.json() as { data: unknown } };
}

describe('credentials the server no longer accepts', () => {
  it('are answered as anonymous with x-credentials: invalid, so the app logs out once', async () => {
    const refused = await currentUser({ 'access-token': 'expired-or-revoked', client: 'gone', uid: '1' });
    expect(refused.body.data).toEqual({ currentUser: null });
    expect(refused.header).toBe('invalid');
  });

  it('leave anonymous and properly logged-in requests without the header', async () => {
    const anonymous = await currentUser({});
    expect(anonymous.header).toBeUndefined();
    const staff = await currentUser(await headersForEmail(t.db, 'admin@improvfest.nz'));
    expect(staff.body.data).toEqual({ currentUser: { id: expect.any(String) } });
    expect(staff.header).toBeUndefined();
  });
});
