import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '#server/db/schema/index';
import { createTestAppWithStripe, type StripeTestApp } from '#server/test/stripe-app';

let t: StripeTestApp;

beforeAll(async () => {
  // Trusting X-Forwarded-For lets each test speak from its own address.
  t = await createTestAppWithStripe({ TRUST_PROXY: 'true' });
});
afterAll(() => t?.close());

const CREATE = /* GraphQL */ `
  mutation CreateDonation($input: DonationInput!) {
    createDonation(input: $input) {
      __typename
      ... on Error { code message }
      ... on RateLimitedError { retryAt }
    }
  }
`;

type Result = { __typename: string; code?: string; message?: string; retryAt?: string };

async function donate(address: string, amount = 2000): Promise<Result> {
  const response = await t.graphql<{ createDonation: Result }>(
    CREATE,
    { input: { name: 'Rua Koha', email: 'rua@example.org', amount, anonymous: false, message: '' } },
    { headers: { 'x-forwarded-for': address } },
  );
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data.createDonation;
}

const donationCount = async () => Number((await t.db.select({ n: count() }).from(donations))[0]?.n ?? 0);

describe('createDonation abuse limit', () => {
  it('lets one address start 10 donations an hour, then refuses with a clear message and no Stripe intent', async () => {
    const start = new Date(Date.now() + 60_000);
    t.setNow(start);
    try {
      // Invalid input is refused before counting, so a donor fixing the form loses no attempts.
      expect((await donate('203.0.113.7', 0)).__typename).toBe('ValidationError');
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await donate('203.0.113.7')).__typename).toBe('DonationStart');
      }
      const rows = await donationCount();
      const intents = t.stripe.intents.size;

      const refused = await donate('203.0.113.7');
      expect(refused).toMatchObject({
        __typename: 'RateLimitedError',
        code: 'RATE_LIMITED',
        message: 'Too many donation attempts. Please try again in 1 hour.',
      });
      expect(new Date(refused.retryAt ?? 0).getTime()).toBe(start.getTime() + 60 * 60_000);
      expect(await donationCount()).toBe(rows);
      expect(t.stripe.intents.size).toBe(intents);

      // Another address is not affected, and the first may donate again once the hour has passed.
      expect((await donate('203.0.113.8')).__typename).toBe('DonationStart');
      t.setNow(new Date(start.getTime() + 60 * 60_000 + 1000));
      expect((await donate('203.0.113.7')).__typename).toBe('DonationStart');
    } finally {
      t.setNow(null);
    }
  });
});
