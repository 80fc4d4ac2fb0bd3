import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '#server/db/schema/index';
import { DEMO_PARTICIPANT_PASSWORD } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { LOG_IN_OUTCOME } from './auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('client addresses without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so a forged header cannot dodge the per-address log-in limit', async () => {
    // app.inject connects from 127.0.0.1: fill that address's allowance of failed log-ins.
    await t.db
      .insert(rateLimitHits)
      .values(Array.from({ length: 30 }, () => ({ bucket: 'log-in:ip', key: '127.0.0.1' })));
    const response = await t.graphql<{ logIn: { __typename: string; message?: string } }>(
      LOG_IN_OUTCOME,
      { email: 'participant20@example.org', password: DEMO_PARTICIPANT_PASSWORD },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(response.data?.logIn.message).toMatch(/try again in/i);
  });
});
