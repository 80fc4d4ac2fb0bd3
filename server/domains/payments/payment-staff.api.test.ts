import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_NOTE, MAX_PAYMENT_REFERENCE } from '#core/payments/staff-payment';
import { payments, users } from '#server/db/schema/index';
import { createTestApp } from '#server/test/harness';
import {
  APPROVE,
  account,
  CANCEL,
  CREATE_INTENT,
  cardPaymentsFor,
  createIntent,
  deliver,
  emailsOf,
  PROMISE,
  participant,
  RECORD,
  REFUND,
  setUpTestApp,
  staffHeaders,
  t,
  teamHeaders,
  VOUCHER,
} from './payments.test-support';

setUpTestApp();

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
