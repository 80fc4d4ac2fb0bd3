import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, emails, users } from '#server/db/schema/index';
import { createTestApp } from '#server/test/harness';
import { createTestAppWithStripe, type StripeTestApp } from '#server/test/stripe-app';

let t: StripeTestApp;

beforeAll(async () => {
  t = await createTestAppWithStripe({ STAFF_EMAIL: 'directors@improvfest.nz' });
});
afterAll(() => t?.close());

const CREATE = /* GraphQL */ `
  mutation CreateDonation($input: DonationInput!) {
    createDonation(input: $input) {
      __typename
      ... on DonationStart { clientSecret publishableKey donation { id amount state } }
      ... on ValidationError { problems { path message } }
      ... on Error { code message }
    }
  }
`;
const THANKS = /* GraphQL */ `
  query DonationThanks($paymentIntent: String!) {
    donationThanks(paymentIntent: $paymentIntent) {
      __typename
      ... on DonationThanks { id name amount state }
      ... on Error { code }
    }
  }
`;

const input = (change: Record<string, unknown> = {}) => ({
  name: 'Aroha Donor',
  email: 'aroha@example.org',
  amount: 5000,
  anonymous: false,
  message: 'Keep it up!',
  ...change,
});

interface Start {
  __typename: string;
  clientSecret: string;
  publishableKey: string;
  donation: { id: string; amount: number; state: string };
  problems?: Array<{ path: string[]; message: string }>;
  code?: string;
}

async function start(change: Record<string, unknown> = {}): Promise<Start> {
  const response = await t.graphql<{ createDonation: Start }>(CREATE, { input: input(change) });
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data.createDonation;
}

function deliver(event: { body: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });
}

const emailsFor = (dedupeKey: string) => t.db.select().from(emails).where(eq(emails.dedupeKey, dedupeKey));

describe('donations', () => {
  it('takes a donation without logging in, approves it from the webhook and sends the receipt and notice once', async () => {
    const started = await start({ email: 'once@example.org' });
    expect(started).toMatchObject({
      __typename: 'DonationStart',
      publishableKey: t.stripe.publishableKey,
      donation: { amount: 5000, state: 'pending' },
    });
    const [row] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, Number(started.donation.id)));
    const intentId = row?.stripePaymentIntentId ?? '';
    expect(started.clientSecret).toContain(intentId);
    expect(t.stripe.intents.get(intentId)?.metadata).toMatchObject({
      purpose: 'donation',
      donation_id: started.donation.id,
    });

    const before = await t.graphql<{ donationThanks: { state: string } }>(THANKS, {
      paymentIntent: intentId,
    });
    expect(before.data?.donationThanks.state).toBe('pending');

    const succeeded = t.stripe.succeedIntent(intentId);
    const event = t.stripe.event('payment_intent.succeeded', succeeded);
    for (const e of [
      event,
      event,
      t.stripe.event('charge.succeeded', { id: 'ch_1', object: 'charge', payment_intent: intentId }),
      event,
    ]) {
      expect((await deliver(e)).statusCode).toBe(200);
    }
    const [approved] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, Number(started.donation.id)));
    expect(approved).toMatchObject({ state: 'approved' });
    expect(approved?.receiptSentAt).toBeInstanceOf(Date);

    const receipts = await emailsFor(`donation-receipt:${started.donation.id}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: 'once@example.org', kind: 'donation-receipt' });
    expect(receipts[0]?.text).toContain('$50.00 NZD');
    const notices = await emailsFor(`donation-notice:${started.donation.id}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: 'directors@improvfest.nz' });
    expect(notices[0]?.text).toContain('Keep it up!');

    const thanks = await t.graphql<{ donationThanks: Record<string, unknown> }>(THANKS, {
      paymentIntent: intentId,
    });
    expect(thanks.data?.donationThanks).toEqual({
      __typename: 'DonationThanks',
      id: started.donation.id,
      name: 'Aroha Donor',
      amount: 5000,
      state: 'approved',
    });
  });

  it('does not approve a donation whose intent received a different amount', async () => {
    const started = await start({ amount: 2000, email: 'short@example.org' });
    const [row] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, Number(started.donation.id)));
    const intentId = row?.stripePaymentIntentId ?? '';
    await deliver(
      t.stripe.event('payment_intent.succeeded', t.stripe.succeedIntent(intentId, { amountReceived: 200 })),
    );
    const [after] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, Number(started.donation.id)));
    expect(after?.state).toBe('pending');
    expect(await emailsFor(`donation-receipt:${started.donation.id}`)).toHaveLength(0);
  });

  it('validates the donation', async () => {
    const tooSmall = await start({ amount: 50 });
    expect(tooSmall).toMatchObject({
      __typename: 'ValidationError',
      problems: [{ path: ['amount'], message: 'The smallest donation we can take is $1.00' }],
    });
    const badEmail = await start({ email: 'nope' });
    expect(badEmail.problems?.[0]).toEqual({ path: ['email'], message: 'Invalid email' });
  });

  it('answers NotFound for an unknown payment intent on the thanks page [RT-6]', async () => {
    for (const paymentIntent of ['pi_unknown', 'not an id', '']) {
      const response = await t.graphql<{ donationThanks: { __typename: string } }>(THANKS, { paymentIntent });
      expect(response.data?.donationThanks.__typename).toBe('NotFoundError');
    }
  });

  it('lists, totals and exports donations for payments staff only', async () => {
    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@improvfest.nz'));
    const headers = await t.headersFor(admin?.id ?? 0);
    const list = await t.graphql<{ donations: Array<{ id: string; state: string; email: string }> }>(
      '{ donations(state: approved) { id state email } }',
      {},
      { headers },
    );
    expect(list.data?.donations.length).toBeGreaterThan(0);
    expect(list.data?.donations.every((d) => d.state === 'approved')).toBe(true);
    const one = await t.graphql<{ donation: { email: string } }>(
      'query ($id: ID!) { donation(id: $id) { email } }',
      { id: list.data?.donations[0]?.id },
      { headers },
    );
    expect(one.data?.donation.email).toBe(list.data?.donations[0]?.email);
    const totals = await t.graphql<{
      donationTotals: Array<{ state: string; count: number; amount: number }>;
    }>('{ donationTotals { state count amount } }', {}, { headers });
    expect(totals.data?.donationTotals.find((row) => row.state === 'approved')).toMatchObject({
      count: 1,
      amount: 5000,
    });
    const csv = await t.graphql<{ donationsCsv: string }>('{ donationsCsv }', {}, { headers });
    expect(csv.data?.donationsCsv.split('\r\n')[0]).toBe(
      '\uFEFF"id","created_at","state","amount_cents","amount","name","email","anonymous","message","method","reference","stripe_payment_intent"',
    );

    const [participant] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, 'participant1@example.org')));
    const refused = await t.graphql(
      '{ donations { id } }',
      {},
      { headers: await t.headersFor(participant?.id ?? 0) },
    );
    expect(refused.errors?.[0]?.message).toBe('Not allowed');
  });

  it('is refused without Stripe keys', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.graphql<{ createDonation: { code: string } }>(CREATE, { input: input() });
      expect(response.data?.createDonation.code).toBe('CARD_PAYMENTS_UNAVAILABLE');
      expect(await plain.db.select().from(donations)).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
