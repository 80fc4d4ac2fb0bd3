import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAYMENT_NOTE, MAX_PAYMENT_REFERENCE } from '#core/payments/staff-payment';
import { emails, payments, stripeEvents, users } from '#server/db/schema/index';
import { startStripeFake } from '#server/test/fakes/stripe-fake';
import { createTestApp } from '#server/test/harness';
import { createTestAppWithStripe, type StripeTestApp } from '#server/test/stripe-app';
import { registrationIdOf, userIdByEmail } from '#server/test/users';

let t: StripeTestApp;

beforeAll(async () => {
  t = await createTestAppWithStripe();
});
afterAll(() => t?.close());

async function participant(number: number) {
  const id = await userIdByEmail(t.db, `participant${number}@example.org`);
  return {
    userId: id,
    registrationId: await registrationIdOf(t.db, { userId: id }),
    headers: await t.headersFor(id),
  };
}

const staffHeaders = async () => t.headersFor(await userIdByEmail(t.db, 'admin@improvfest.nz'));
const teamHeaders = async () => t.headersFor(await userIdByEmail(t.db, 'team@improvfest.nz'));

const ACCOUNT = /* GraphQL */ `
  query PaymentAccount($registrationId: ID) {
    paymentAccount(registrationId: $registrationId) {
      registrationId
      balance { total paid vouchers refunded pending outstanding credit isEstimate workshopsCount }
      payments { __typename id kind state amount reference note }
      internetBanking { accountName accountNumber reference }
    }
  }
`;

interface Account {
  registrationId: string;
  balance: Record<string, number | boolean>;
  payments: Array<{
    __typename: string;
    id: string;
    kind: string;
    state: string;
    amount: number;
    reference: string;
    note: string;
  }>;
  internetBanking: { accountName: string; accountNumber: string; reference: string };
}

async function account(headers: Record<string, string>, registrationId?: number): Promise<Account> {
  const response = await t.graphql<{ paymentAccount: Account | null }>(
    ACCOUNT,
    { registrationId },
    { headers },
  );
  expect(response.errors).toBeUndefined();
  if (!response.data?.paymentAccount) throw new Error('No payment account');
  return response.data.paymentAccount;
}

const CREATE_INTENT = /* GraphQL */ `
  mutation CreateCardPaymentIntent {
    createCardPaymentIntent {
      __typename
      ... on CardPaymentIntent { clientSecret paymentIntentId amount publishableKey }
      ... on Error { code message }
    }
  }
`;

async function createIntent(headers: Record<string, string>) {
  const response = await t.graphql<{
    createCardPaymentIntent: {
      __typename: string;
      paymentIntentId: string;
      amount: number;
      clientSecret: string;
      publishableKey: string;
      code?: string;
    };
  }>(CREATE_INTENT, {}, { headers });
  expect(response.errors).toBeUndefined();
  const result = response.data?.createCardPaymentIntent;
  if (!result) throw new Error('No result');
  return result;
}

function deliver(event: { body: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    payload: event.body,
  });
}

const cardPaymentsFor = (registrationId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.kind, 'CreditCardPayment')));

const emailsOf = (kind: string, to: string) =>
  t.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, kind), eq(emails.to, to)));

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

const PROMISE = /* GraphQL */ `
  mutation { promiseInternetBankingPayment { __typename ... on InternetBankingPayment { id state amount reference } ... on Error { code } } }
`;
const APPROVE = /* GraphQL */ `
  mutation ($id: ID!) { approvePayment(id: $id) { __typename ... on Payment { id state } ... on Error { code message } } }
`;
const CANCEL = /* GraphQL */ `
  mutation ($id: ID!) { cancelPayment(id: $id) { __typename ... on Payment { id state } ... on Error { code message } } }
`;
const RECORD = /* GraphQL */ `
  mutation ($registrationId: ID!, $amount: Int!) { recordInternetBankingPayment(registrationId: $registrationId, amount: $amount) { __typename ... on InternetBankingPayment { id state } ... on Error { code } } }
`;
const VOUCHER = /* GraphQL */ `
  mutation ($registrationId: ID!, $workshops: Int!) { addVoucher(registrationId: $registrationId, workshops: $workshops) { __typename ... on Voucher { id state amount workshops } ... on Error { code } } }
`;
const REFUND = /* GraphQL */ `
  mutation ($paymentId: ID!, $amount: Int!) { refundPayment(paymentId: $paymentId, amount: $amount) { __typename ... on Refund { id state amount refundOf { id } } ... on RefundTooLargeError { refundable } ... on Error { code message } } }
`;

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

describe('authorization', () => {
  it('never lets a participant approve, record, give vouchers, refund or list payments', async () => {
    const p = await participant(12);
    const promised = await t.graphql<{ promiseInternetBankingPayment: { id: string } }>(
      PROMISE,
      {},
      { headers: p.headers },
    );
    const paymentId = promised.data?.promiseInternetBankingPayment.id;
    const anonymous = {};
    for (const headers of [p.headers, await teamHeaders(), anonymous]) {
      const attempts = [
        await t.graphql(APPROVE, { id: paymentId }, { headers }),
        await t.graphql(CANCEL, { id: paymentId }, { headers }),
        await t.graphql(RECORD, { registrationId: p.registrationId, amount: 5000 }, { headers }),
        await t.graphql(VOUCHER, { registrationId: p.registrationId, workshops: 1 }, { headers }),
        await t.graphql(REFUND, { paymentId, amount: 100 }, { headers }),
        await t.graphql('{ payments { id } }', {}, { headers }),
        await t.graphql('{ paymentTotals { count } }', {}, { headers }),
        await t.graphql('{ paymentsCsv }', {}, { headers }),
        await t.graphql('{ donations { id } }', {}, { headers }),
        await t.graphql('{ donationsCsv }', {}, { headers }),
        await t.graphql('{ donationTotals { count } }', {}, { headers }),
      ];
      for (const attempt of attempts) {
        expect(attempt.errors?.[0]?.message).toBe('Not allowed');
      }
    }
    const rows = await t.db.select().from(payments).where(eq(payments.registrationId, p.registrationId));
    expect(rows.map((row) => [row.kind, row.state])).toEqual([['InternetBankingPayment', 'pending']]);
  });

  it('refuses recording a bank transfer or a voucher to staff without the payments permission, and to payments staff on their own registration [issue 15]', async () => {
    const p = await participant(19);
    // Registration managers see the registration but do not handle its money.
    const manager = await participant(20);
    await t.db
      .update(users)
      .set({ permissions: ['registrations', 'people'] })
      .where(eq(users.id, manager.userId));
    const managerHeaders = await t.headersFor(manager.userId);
    for (const attempt of [
      await t.graphql(
        RECORD,
        { registrationId: p.registrationId, amount: 5000 },
        { headers: managerHeaders },
      ),
      await t.graphql(
        VOUCHER,
        { registrationId: p.registrationId, workshops: 1 },
        { headers: managerHeaders },
      ),
    ])
      expect(attempt.errors?.[0]?.message).toBe('Not allowed');
    // Payments staff may not give themselves money either: another staff member must.
    await t.db
      .update(users)
      .set({ permissions: ['payments'] })
      .where(eq(users.id, p.userId));
    const own = await t.graphql<{ addVoucher: { __typename: string } }>(
      VOUCHER,
      { registrationId: p.registrationId, workshops: 1 },
      { headers: await t.headersFor(p.userId) },
    );
    expect(own.data?.addVoucher.__typename).toBe('ValidationError');
    await t.db
      .update(users)
      .set({ permissions: [] })
      .where(inArray(users.id, [p.userId, manager.userId]));
    expect(await t.db.select().from(payments).where(eq(payments.registrationId, p.registrationId))).toEqual(
      [],
    );
  });

  it('refuses a bank reference or a note longer than the staff dialogs allow [issue 15]', async () => {
    const p = await participant(22);
    const record = (reference: string, note: string) =>
      t.graphql<{ recordInternetBankingPayment: { __typename: string; code?: string } }>(
        `mutation ($r: ID!, $reference: String, $note: String) {
          recordInternetBankingPayment(registrationId: $r, amount: 1000, reference: $reference, note: $note) {
            __typename ... on Error { code } } }`,
        { r: p.registrationId, reference, note },
        { headers: staff },
      );
    const staff = await staffHeaders();
    expect(
      (await record('x'.repeat(MAX_PAYMENT_REFERENCE + 1), '')).data?.recordInternetBankingPayment.code,
    ).toBe('VALIDATION');
    expect((await record('', 'x'.repeat(MAX_PAYMENT_NOTE + 1))).data?.recordInternetBankingPayment.code).toBe(
      'VALIDATION',
    );
    expect(await t.db.select().from(payments).where(eq(payments.registrationId, p.registrationId))).toEqual(
      [],
    );
    expect(
      (await record('x'.repeat(MAX_PAYMENT_REFERENCE), 'ok')).data?.recordInternetBankingPayment.__typename,
    ).toBe('InternetBankingPayment');
  });

  it('refuses card intents and promises for someone else’s registration, and anonymous ones', async () => {
    const owner = await participant(13);
    const other = await participant(14);
    const forOther = await t.graphql<{ createCardPaymentIntent: { code: string } }>(
      'mutation ($id: ID) { createCardPaymentIntent(registrationId: $id) { ... on Error { code } } }',
      { id: String(owner.registrationId) },
      { headers: other.headers },
    );
    expect(forOther.data?.createCardPaymentIntent.code).toBe('NOT_FOUND');
    const promise = await t.graphql<{ promiseInternetBankingPayment: { code: string } }>(
      'mutation ($id: ID) { promiseInternetBankingPayment(registrationId: $id) { ... on Error { code } } }',
      { id: String(owner.registrationId) },
      { headers: other.headers },
    );
    expect(promise.data?.promiseInternetBankingPayment.code).toBe('NOT_FOUND');
    expect((await t.graphql(CREATE_INTENT)).errors?.[0]?.message).toBe('Not allowed');
    expect((await t.graphql(PROMISE)).errors?.[0]?.message).toBe('Not allowed');
    expect(
      await t.db.select().from(payments).where(eq(payments.registrationId, owner.registrationId)),
    ).toHaveLength(0);
  });
});

describe('vouchers and refunds', () => {
  it('records a voucher worth the package price of its workshops', async () => {
    const p = await participant(15);
    const before = await account(p.headers);
    const result = await t.graphql<{ addVoucher: { state: string; amount: number; workshops: number } }>(
      VOUCHER,
      { registrationId: p.registrationId, workshops: 1 },
      { headers: await staffHeaders() },
    );
    expect(result.data?.addVoucher).toMatchObject({ state: 'approved', amount: 6500, workshops: 1 });
    const after = await account(p.headers);
    expect(after.balance.vouchers).toBe(6500);
    expect(after.balance.outstanding).toBe(Math.max(0, Number(before.balance.outstanding) - 6500));
    const bad = await t.graphql<{ addVoucher: { code: string } }>(
      VOUCHER,
      { registrationId: p.registrationId, workshops: 0 },
      { headers: await staffHeaders() },
    );
    expect(bad.data?.addVoucher.code).toBe('VALIDATION');
  });

  it('refunds card payments through Stripe, partially, and never more than was paid', async () => {
    const p = await participant(16);
    const intent = await createIntent(p.headers);
    await deliver(t.stripe.event('payment_intent.succeeded', t.stripe.succeedIntent(intent.paymentIntentId)));
    const [card] = await cardPaymentsFor(p.registrationId);
    const staff = await staffHeaders();

    const tooMuch = await t.graphql<{ refundPayment: { __typename: string; refundable: number } }>(
      REFUND,
      { paymentId: String(card?.id), amount: intent.amount + 1 },
      { headers: staff },
    );
    expect(tooMuch.data?.refundPayment).toMatchObject({
      __typename: 'RefundTooLargeError',
      refundable: intent.amount,
    });

    const partial = await t.graphql<{
      refundPayment: { __typename: string; state: string; amount: number; refundOf: { id: string } };
    }>(REFUND, { paymentId: String(card?.id), amount: 1000 }, { headers: staff });
    expect(partial.data?.refundPayment).toMatchObject({
      __typename: 'Refund',
      state: 'approved',
      amount: 1000,
      refundOf: { id: String(card?.id) },
    });
    const stripeRefunds = [...t.stripe.refunds.values()].filter(
      (r) => r.payment_intent === intent.paymentIntentId,
    );
    expect(stripeRefunds.map((r) => r.amount)).toEqual([1000]);
    expect(await emailsOf('refund-issued', 'participant16@example.org')).toHaveLength(1);

    const rest = await t.graphql<{ refundPayment: { __typename: string; refundable: number } }>(
      REFUND,
      { paymentId: String(card?.id), amount: intent.amount - 1000 + 1 },
      { headers: staff },
    );
    expect(rest.data?.refundPayment).toMatchObject({
      __typename: 'RefundTooLargeError',
      refundable: intent.amount - 1000,
    });
    const after = await account(p.headers);
    expect(after.balance).toMatchObject({ refunded: 1000, outstanding: 1000 });

    // A refund.updated webhook for the same refund changes nothing more.
    const refund = stripeRefunds[0];
    if (!refund) throw new Error('no refund');
    expect((await deliver(t.stripe.event('refund.updated', refund))).statusCode).toBe(200);
    expect((await account(p.headers)).balance.refunded).toBe(1000);
  });

  it('refunds internet banking by recording it, and refuses refunding vouchers or pending payments', async () => {
    const p = await participant(17);
    const staff = await staffHeaders();
    const recorded = await t.graphql<{ recordInternetBankingPayment: { id: string; state: string } }>(
      RECORD,
      { registrationId: p.registrationId, amount: 5000 },
      { headers: staff },
    );
    expect(recorded.data?.recordInternetBankingPayment.state).toBe('approved');
    const refund = await t.graphql<{ refundPayment: { state: string } }>(
      REFUND,
      { paymentId: recorded.data?.recordInternetBankingPayment.id, amount: 5000 },
      { headers: staff },
    );
    expect(refund.data?.refundPayment.state).toBe('approved');
    const again = await t.graphql<{ refundPayment: { __typename: string } }>(
      REFUND,
      { paymentId: recorded.data?.recordInternetBankingPayment.id, amount: 1 },
      { headers: staff },
    );
    expect(again.data?.refundPayment.__typename).toBe('RefundTooLargeError');

    // The export signs money as the books do: received positive, refunds negative, both plain
    // numbers a spreadsheet sums (no formula guard), at festival time with the offset [issue 26].
    const exported = await t.graphql<{ paymentsCsv: string }>(
      'query ($r: ID!) { paymentsCsv(filter: { registrationId: $r }) }',
      { r: p.registrationId },
      { headers: staff },
    );
    const rows = (exported.data?.paymentsCsv.trim().split('\r\n') ?? [])
      .slice(1)
      .map((line) => line.split('","'));
    const byKind = new Map(rows.map((cells) => [cells[2], cells]));
    expect(byKind.get('Refund')?.slice(4, 6)).toEqual(['-5000', '-50.00']);
    expect(byKind.get('InternetBankingPayment')?.slice(4, 6)).toEqual(['5000', '50.00']);
    for (const cells of rows) expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[23]:00$/);

    const voucher = await t.graphql<{ addVoucher: { id: string } }>(
      VOUCHER,
      { registrationId: p.registrationId, workshops: 1 },
      { headers: staff },
    );
    const ofVoucher = await t.graphql<{ refundPayment: { code: string } }>(
      REFUND,
      { paymentId: voucher.data?.addVoucher.id, amount: 100 },
      { headers: staff },
    );
    expect(ofVoucher.data?.refundPayment.code).toBe('PAYMENT_STATE');
  });
});

describe('staff lists', () => {
  it('filters by kind and state, totals per kind and state, and exports CSV [RT-13]', async () => {
    // Rows of its own, so the test does not depend on what earlier tests happened to leave.
    const p = await participant(18);
    await t.db.insert(payments).values([
      { registrationId: p.registrationId, kind: 'InternetBankingPayment', state: 'approved', amount: 4500 },
      { registrationId: p.registrationId, kind: 'CreditCardPayment', state: 'approved', amount: 6500 },
      { registrationId: p.registrationId, kind: 'Voucher', state: 'approved', amount: 0, workshops: 1 },
    ]);
    const staff = await staffHeaders();
    const list = await t.graphql<{
      payments: Array<{ kind: string; state: string; participant: { email: string } }>;
    }>(
      '{ payments(filter: { kind: InternetBankingPayment, state: approved }) { kind state participant { email } } }',
      {},
      { headers: staff },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.payments.length).toBeGreaterThan(0);
    for (const row of list.data?.payments ?? [])
      expect(row).toMatchObject({ kind: 'InternetBankingPayment', state: 'approved' });

    const totals = await t.graphql<{
      paymentTotals: Array<{ kind: string; state: string; count: number; amount: number }>;
    }>('{ paymentTotals { kind state count amount } }', {}, { headers: staff });
    const all = await t.db
      .select()
      .from(payments)
      .where(inArray(payments.kind, ['CreditCardPayment']));
    const approvedCards = all.filter((row) => row.state === 'approved');
    expect(totals.data?.paymentTotals).toContainEqual({
      kind: 'CreditCardPayment',
      state: 'approved',
      count: approvedCards.length,
      amount: approvedCards.reduce((sum, row) => sum + row.amount, 0),
    });

    const csv = await t.graphql<{ paymentsCsv: string }>(
      '{ paymentsCsv(filter: { kind: Voucher }) }',
      {},
      { headers: staff },
    );
    expect(csv.data?.paymentsCsv.startsWith('\uFEFF')).toBe(true);
    // trim() also drops the byte order mark.
    const lines = csv.data?.paymentsCsv.trim().split('\r\n') ?? [];
    expect(lines[0]).toBe(
      '"id","created_at","kind","state","amount_cents","amount","workshops","reference","registration_id","name","email","refund_of","note"',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',"Voucher",'))).toBe(true);
  });
});

describe('without Stripe keys', () => {
  it('hides the card option and everything else still works', async () => {
    const plain = await createTestApp();
    try {
      const settings = await plain.graphql<{
        paymentSettings: { cardPayments: boolean; stripePublishableKey: string | null };
      }>('{ paymentSettings { cardPayments stripePublishableKey } }');
      expect(settings.data?.paymentSettings).toEqual({ cardPayments: false, stripePublishableKey: null });
      const id =
        (
          await plain.db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, 'participant20@example.org'))
        )[0]?.id ?? 0;
      const headers = await plain.headersFor(id);
      const card = await plain.graphql<{ createCardPaymentIntent: { code: string } }>(
        CREATE_INTENT,
        {},
        { headers },
      );
      expect(card.data?.createCardPaymentIntent.code).toBe('CARD_PAYMENTS_UNAVAILABLE');
      const promise = await plain.graphql<{ promiseInternetBankingPayment: { state: string } }>(
        PROMISE,
        {},
        { headers },
      );
      expect(promise.data?.promiseInternetBankingPayment.state).toBe('pending');
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/payments/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
