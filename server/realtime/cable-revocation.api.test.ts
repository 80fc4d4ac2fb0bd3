import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';
import { connectCable } from './cable-test-client';

/** Issue 12 item 7: an open socket does not outlive the credentials it connected with. */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const CURRENT_USER = '{ currentUser { id } }';

describe('/cable after the credentials are revoked [issue 12.7]', () => {
  it('answers nothing more for the user once they log out', async () => {
    const headers = await t.headersFor(30);
    const cable = await connectCable(baseUrl, headers);
    try {
      const before = await (await cable.execute(CURRENT_USER)).next();
      expect(before.result.data?.currentUser).toEqual({ id: '30' });
      const out = await t.graphql('mutation { logOut { __typename } }', {}, { headers });
      expect(out.errors).toBeUndefined();
      const operation = await cable.execute(CURRENT_USER).catch(() => null);
      const after = await operation?.next(3000).catch(() => null);
      expect(after?.result.data?.currentUser ?? null).toBeNull();
      const disconnect = await cable.waitFor((frame) => frame.type === 'disconnect', 8000);
      expect(disconnect).toMatchObject({ reason: 'unauthorized', reconnect: false });
    } finally {
      await cable.close();
    }
  }, 30_000);

  it('disconnects an idle socket within seconds of the revocation', async () => {
    const headers = await t.headersFor(31);
    const cable = await connectCable(baseUrl, headers);
    try {
      await cable.waitFor((frame) => frame.type === 'welcome');
      await t.graphql('mutation { logOut { __typename } }', {}, { headers });
      const disconnect = await cable.waitFor((frame) => frame.type === 'disconnect', 10_000);
      expect(disconnect).toMatchObject({ reason: 'unauthorized', reconnect: false });
    } finally {
      await cable.close();
    }
  }, 30_000);
});
