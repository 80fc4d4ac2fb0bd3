import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createTestUser, TEST_PASSWORD } from '#server/test/users';
import { connectCable } from './cable-test-client';

/** Issue 12 item 7: an open socket does not outlive the credentials it connected with. */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(() => t.close());

const CURRENT_USER = '{ currentUser { id } }';

type Cable = Awaited<ReturnType<typeof connectCable>>;

/** Opens a socket with `headers`, runs `body` on it and closes it whatever happens. */
async function withCable(headers: Record<string, string>, body: (cable: Cable) => Promise<void>) {
  const cable = await connectCable(baseUrl, headers);
  try {
    await body(cable);
  } finally {
    await cable.close();
  }
}

/** The socket answers `query` with no `field` any more, then the server ends it as unauthorized. */
async function expectCutOff(cable: Cable, query: string, field: string, reconnect: boolean) {
  const operation = await cable.execute(query).catch(() => null);
  const after = await operation?.next(3000).catch(() => null);
  expect(after?.result.data?.[field] ?? null).toBeNull();
  const disconnect = await cable.waitFor((frame) => frame.type === 'disconnect', 8000);
  expect(disconnect).toMatchObject({ reason: 'unauthorized', reconnect });
}

describe('/cable after the credentials are revoked [issue 12.7]', () => {
  it('answers nothing more for the user once they log out', async () => {
    const headers = await t.headersFor(30);
    await withCable(headers, async (cable) => {
      // The first answer on a fresh socket can take seconds on a loaded CI machine.
      const before = await (await cable.execute(CURRENT_USER)).next(20_000);
      expect(before.result.data?.currentUser).toEqual({ id: '30' });
      const out = await t.graphql('mutation { logOut { __typename } }', {}, { headers });
      expect(out.errors).toBeUndefined();
      await expectCutOff(cable, CURRENT_USER, 'currentUser', false);
    });
  }, 30_000);

  it('disconnects an idle socket within seconds of the revocation', async () => {
    const headers = await t.headersFor(31);
    await withCable(headers, async (cable) => {
      await cable.waitFor((frame) => frame.type === 'welcome');
      await t.graphql('mutation { logOut { __typename } }', {}, { headers });
      const disconnect = await cable.waitFor((frame) => frame.type === 'disconnect', 10_000);
      expect(disconnect).toMatchObject({ reason: 'unauthorized', reconnect: false });
    });
  }, 30_000);

  it('answers nothing more on a socket of another device once the password is changed', async () => {
    const user = await createTestUser(t.db, { email: 'cable-changer@example.org' });
    const socketDevice = await t.headersFor(user.id);
    const thisDevice = await t.headersFor(user.id);
    await withCable(socketDevice, async (cable) => {
      // The first answer on a fresh socket can take seconds on a loaded CI machine.
      const before = await (await cable.execute(CURRENT_USER)).next(20_000);
      expect(before.result.data?.currentUser).toEqual({ id: String(user.id) });
      const changed = await t.graphql<{ changePassword: { __typename: string } }>(
        `mutation($current: String!, $password: String!) {
          changePassword(currentPassword: $current, password: $password, passwordConfirmation: $password) { __typename } }`,
        { current: TEST_PASSWORD, password: 'an entirely new passphrase' },
        { headers: thisDevice },
      );
      expect(changed.data?.changePassword.__typename).toBe('User');
      await expectCutOff(cable, CURRENT_USER, 'currentUser', false);
    });
  }, 30_000);

  it('stops serving payments to staff whose permission was removed, and ends the socket for a fresh start', async () => {
    const staff = await createTestUser(t.db, {
      email: 'cable-payments@example.org',
      permissions: ['payments'],
    });
    const PAYMENTS = '{ payments(limit: 1) { id } }';
    await withCable(await t.headersFor(staff.id), async (cable) => {
      const before = await (await cable.execute(PAYMENTS)).next();
      expect(before.result.errors).toBeUndefined();
      expect(Array.isArray(before.result.data?.payments)).toBe(true);
      await t.db.update(users).set({ permissions: [] }).where(eq(users.id, staff.id));
      await expectCutOff(cable, PAYMENTS, 'payments', true);
    });
  }, 30_000);
});

describe('/cable while a connection is still starting', () => {
  it('keeps a subscription sent before its credentials are checked, and answers it', async () => {
    const user = await createTestUser(t.db, { email: 'cable-early@example.org' });
    const headers = await t.headersFor(user.id);
    // Hold the users table, so the server's credential check waits until the commands are sent.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const blocker = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${users} in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;
    const cable = await connectCable(baseUrl, headers);
    try {
      const pending = cable.execute(CURRENT_USER); // subscribes at once, before any welcome
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cable.frames.some((frame) => frame.type === 'welcome')).toBe(false);
      release();
      await blocker;
      const answer = await (await pending).next(20_000);
      expect(answer.result.data?.currentUser).toEqual({ id: String(user.id) });
    } finally {
      release();
      await cable.close();
    }
  }, 45_000);
});
