import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stripeEvents } from '#server/db/schema/index';
import { startStripeFake } from '#server/test/fakes/stripe-fake';
import {
  ACCOUNT,
  type Account,
  APPROVE,
  account,
  CANCEL,
  cardPaymentsFor,
  createIntent,
  deliver,
  emailsOf,
  PROMISE,
  participant,
  setUpTestApp,
  staffHeaders,
  t,
} from './payments.test-support';

setUpTestApp();

describe('balance', () => {
  it('shows an earlybird estimate with nothing paid and bank details with a reference', async () => {
    const p = await participant(1);
    const result = await account(p.headers);
    expect(result.registrationId).toBe(String(p.registrationId));
    expect(result.balance).toMatchObject({ paid: 0, isEstimate: true });
    expect(result.balance.total).toBeGreaterThan(0);
    expect(result.balance.outstanding).toBe(result.balance.total);
    expect(result.internetBanking.reference).toMatch(/^NZIF27 [A-Z]+$/);
    expect(result.payments).toEqual([]);
  });

  it('adds payments and the same balance to Registration', async () => {
    const p = await participant(21);
    const own = await account(p.headers);
    const response = await t.graphql<{
      currentRegistration: { payments: unknown[]; balance: { outstanding: number; total: number } };
    }>(
      '{ currentRegistration { payments { __typename } balance { outstanding total } } }',
      {},
      { headers: p.headers },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.currentRegistration).toEqual({
      payments: [],
      balance: { outstanding: own.balance.outstanding, total: own.balance.total },
    });
  });

  it('is not shown to another participant, and is shown to payments staff', async () => {
    const owner = await participant(2);
    const other = await participant(3);
    const response = await t.graphql<{ paymentAccount: Account | null }>(
      ACCOUNT,
      { registrationId: owner.registrationId },
      { headers: other.headers },
    );
    expect(response.data?.paymentAccount).toBeNull();
    const staffView = await account(await staffHeaders(), owner.registrationId);
    expect(staffView.registrationId).toBe(String(owner.registrationId));
  });
});

describe('card payments through Stripe (real SDK against the loopback fake)', () => {
  it('records a card payment once, only from its signed webhook', async () => {
    const p = await participant(4);
    const before = await account(p.headers);
    const intent = await createIntent(p.headers);
    expect(intent).toMatchObject({
      __typename: 'CardPaymentIntent',
      amount: before.balance.outstanding,
      publishableKey: t.stripe.publishableKey,
    });
    expect(intent.clientSecret).toContain(intent.paymentIntentId);
    const created = t.stripe.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(created?.idempotencyKey).toMatch(
      new RegExp(`^registration-${p.registrationId}-amount-${intent.amount}-`),
    );
    expect(created?.params).toMatchObject({
      currency: 'nzd',
      metadata: { purpose: 'registration', registration_id: String(p.registrationId) },
    });

    // Asking again for the same amount reuses the intent (same idempotency key).
    expect((await createIntent(p.headers)).paymentIntentId).toBe(intent.paymentIntentId);
    // Nothing is recorded until Stripe says so.
    expect(await cardPaymentsFor(p.registrationId)).toHaveLength(0);

    const succeeded = t.stripe.succeedIntent(intent.paymentIntentId);
    const response = await deliver(t.stripe.event('payment_intent.succeeded', succeeded));
    expect(response.statusCode).toBe(200);

    const rows = await cardPaymentsFor(p.registrationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      state: 'approved',
      amount: intent.amount,
      stripePaymentIntentId: intent.paymentIntentId,
    });
    const after = await account(p.headers);
    expect(after.balance).toMatchObject({ paid: intent.amount, outstanding: 0 });
    expect(after.payments).toEqual([
      expect.objectContaining({ __typename: 'CreditCardPayment', state: 'approved' }),
    ]);
    expect(await emailsOf('payment-received', `participant4@example.org`)).toHaveLength(1);

    const nothing = await createIntent(p.headers);
    expect(nothing).toMatchObject({ __typename: 'NothingToPayError' });
  });

  it('gives one payment for the same event delivered three times, and for events out of order', async () => {
    const p = await participant(5);
    const intent = await createIntent(p.headers);
    const succeeded = t.stripe.succeedIntent(intent.paymentIntentId);
    const event = t.stripe.event('payment_intent.succeeded', succeeded);
    const responses = await Promise.all([deliver(event), deliver(event)]);
    responses.push(await deliver(event));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await cardPaymentsFor(p.registrationId)).toHaveLength(1);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);

    // A later charge event and an earlier "processing" event, delivered newest first, and a stale
    // failure: the current state comes from Stripe, so nothing doubles or goes backwards.
    const charge = t.stripe.event('charge.succeeded', {
      id: 'ch_x',
      object: 'charge',
      payment_intent: intent.paymentIntentId,
    });
    const processing = t.stripe.event('payment_intent.processing', { ...succeeded, status: 'processing' });
    const failed = t.stripe.event('payment_intent.payment_failed', {
      ...succeeded,
      status: 'requires_payment_method',
    });
    for (const e of [charge, processing, failed]) expect((await deliver(e)).statusCode).toBe(200);
    const rows = await cardPaymentsFor(p.registrationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('approved');
    expect(await emailsOf('payment-received', 'participant5@example.org')).toHaveLength(1);
  });

  it('handles a success that arrives before the processing event of another registration intent', async () => {
    const p = await participant(6);
    const intent = await createIntent(p.headers);
    const processingBody = t.stripe.event('payment_intent.processing', {
      id: intent.paymentIntentId,
      object: 'payment_intent',
    });
    const succeeded = t.stripe.succeedIntent(intent.paymentIntentId);
    const successBody = t.stripe.event('payment_intent.succeeded', succeeded);
    expect((await deliver(successBody)).statusCode).toBe(200);
    expect((await deliver(processingBody)).statusCode).toBe(200);
    const rows = await cardPaymentsFor(p.registrationId);
    expect(rows.map((row) => row.state)).toEqual(['approved']);
  });

  it('rejects forged or unsigned webhooks with 400 and changes nothing', async () => {
    const p = await participant(7);
    const intent = await createIntent(p.headers);
    const succeeded = t.stripe.succeedIntent(intent.paymentIntentId);
    const genuine = t.stripe.event('payment_intent.succeeded', succeeded);
    const countEvents = async () => (await t.db.select().from(stripeEvents)).length;
    const eventsBefore = await countEvents();

    const unsigned = await deliver({ body: genuine.body });
    const badSignature = await deliver({
      body: genuine.body,
      signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    const tampered = await deliver({
      body: genuine.body.replace(intent.paymentIntentId, 'pi_someone_else'),
      signature: genuine.signature,
    });
    const otherSecret = (await startStripeFake()).event('payment_intent.succeeded', succeeded);
    const wrongSecret = await deliver(otherSecret);
    for (const response of [unsigned, badSignature, tampered, wrongSecret]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid signature' });
    }
    expect(await cardPaymentsFor(p.registrationId)).toHaveLength(0);
    expect(await countEvents()).toBe(eventsBefore);
  });

  it('flags an amount or currency mismatch instead of approving it', async () => {
    const p = await participant(8);
    const intent = await createIntent(p.headers);
    const short = t.stripe.succeedIntent(intent.paymentIntentId, { amountReceived: intent.amount - 1000 });
    expect((await deliver(t.stripe.event('payment_intent.succeeded', short))).statusCode).toBe(200);
    const [row] = await cardPaymentsFor(p.registrationId);
    expect(row).toMatchObject({ state: 'pending', amount: intent.amount - 1000 });
    expect(row?.note).toMatch(/^Flagged for review: received/);
    const after = await account(p.headers);
    expect(after.balance.paid).toBe(0);
    expect(await emailsOf('payment-received', 'participant8@example.org')).toHaveLength(0);

    const review = await t.graphql<{ payment: { needsReview: boolean } }>(
      `query ($id: ID!) { payment(id: $id) { ... on CreditCardPayment { needsReview } } }`,
      { id: String(row?.id) },
      { headers: await staffHeaders() },
    );
    expect(review.data?.payment.needsReview).toBe(true);

    const p2 = await participant(9);
    const other = await createIntent(p2.headers);
    const wrongCurrency = t.stripe.succeedIntent(other.paymentIntentId, { currency: 'aud' });
    await deliver(t.stripe.event('payment_intent.succeeded', wrongCurrency));
    const [flagged] = await cardPaymentsFor(p2.registrationId);
    expect(flagged).toMatchObject({ state: 'pending' });
    expect(flagged?.note).toContain('currency is aud');
  });

  it('flags an intent whose amount was changed at Stripe before it was paid in full [issue 25]', async () => {
    const p = await participant(23);
    const intent = await createIntent(p.headers);
    // Through Stripe's own update API on the fake: the intent now asks for (and receives) $1.
    const update = await fetch(`${t.stripe.url}/v1/payment_intents/${intent.paymentIntentId}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=100',
    });
    expect(update.status).toBe(200);
    const paid = t.stripe.succeedIntent(intent.paymentIntentId);
    expect(paid).toMatchObject({ amount: 100, amount_received: 100 });
    expect((await deliver(t.stripe.event('payment_intent.succeeded', paid))).statusCode).toBe(200);
    const [row] = await cardPaymentsFor(p.registrationId);
    expect(row).toMatchObject({ state: 'pending', amount: 100 });
    expect(row?.note).toBe(`Flagged for review: received 100 cents, expected ${intent.amount}`);
    expect((await account(p.headers)).balance.paid).toBe(0);
    expect(await emailsOf('payment-received', 'participant23@example.org')).toHaveLength(0);
  });
});

describe('internet banking', () => {
  it('promises a pending payment with a reference, which staff approve to clear the balance', async () => {
    const p = await participant(10);
    const before = await account(p.headers);
    const promised = await t.graphql<{
      promiseInternetBankingPayment: {
        __typename: string;
        id: string;
        state: string;
        amount: number;
        reference: string;
      };
    }>(PROMISE, {}, { headers: p.headers });
    const payment = promised.data?.promiseInternetBankingPayment;
    expect(payment).toMatchObject({
      __typename: 'InternetBankingPayment',
      state: 'pending',
      amount: before.balance.outstanding,
      reference: before.internetBanking.reference,
    });
    // Promising twice does not double it.
    const again = await t.graphql<{ promiseInternetBankingPayment: { id: string } }>(
      PROMISE,
      {},
      { headers: p.headers },
    );
    expect(again.data?.promiseInternetBankingPayment.id).toBe(payment?.id);
    expect(await emailsOf('internet-banking-instructions', 'participant10@example.org')).toHaveLength(1);
    expect((await account(p.headers)).balance).toMatchObject({
      pending: before.balance.outstanding,
      outstanding: before.balance.outstanding,
    });

    const approved = await t.graphql<{ approvePayment: { state: string } }>(
      APPROVE,
      { id: payment?.id },
      { headers: await staffHeaders() },
    );
    expect(approved.data?.approvePayment.state).toBe('approved');
    expect((await account(p.headers)).balance).toMatchObject({ outstanding: 0, pending: 0 });
    expect(await emailsOf('payment-received', 'participant10@example.org')).toHaveLength(1);

    const twice = await t.graphql<{ approvePayment: { code: string } }>(
      APPROVE,
      { id: payment?.id },
      { headers: await staffHeaders() },
    );
    expect(twice.data?.approvePayment.code).toBe('PAYMENT_STATE');
  });

  it('lets staff cancel a promise that never arrived', async () => {
    const p = await participant(11);
    const promised = await t.graphql<{ promiseInternetBankingPayment: { id: string } }>(
      PROMISE,
      {},
      { headers: p.headers },
    );
    const cancelled = await t.graphql<{ cancelPayment: { state: string } }>(
      CANCEL,
      { id: promised.data?.promiseInternetBankingPayment.id },
      { headers: await staffHeaders() },
    );
    expect(cancelled.data?.cancelPayment.state).toBe('cancelled');
    expect((await account(p.headers)).balance.pending).toBe(0);
  });
});
