import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, registrations, users } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { auditEntriesOf } from '#server/test/users';
import { MAX_PAYMENT_CENTS } from './staff-payment-actions.service';

/** Issue 12 item 15: money has an upper bound, and staff do not act on their own registration. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RECORD = `mutation ($registrationId: ID!, $amount: Int!) {
  recordInternetBankingPayment(registrationId: $registrationId, amount: $amount) { __typename ... on Error { code message } }
}`;
const APPROVE = `mutation ($id: ID!) { approvePayment(id: $id) { __typename ... on Error { code message } } }`;
const VOUCHER = `mutation ($registrationId: ID!) {
  addVoucher(registrationId: $registrationId, workshops: 1, note: "Helping out") {
    __typename ... on Voucher { id } ... on Error { code message }
  }
}`;

async function adminHeaders() {
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@improvfest.nz'));
  if (!admin) throw new Error('no admin');
  return { id: admin.id, headers: await t.headersFor(admin.id) };
}

async function staffWithRegistration() {
  const [registration] = await t.db.select().from(registrations).limit(1);
  if (!registration) throw new Error('no registration');
  await t.db
    .update(users)
    .set({ permissions: ['payments'] })
    .where(eq(users.id, registration.userId));
  return { registration, headers: await t.headersFor(registration.userId) };
}

describe('payment bounds and own registrations [issue 12.15]', () => {
  it('refuses a bank payment above the upper bound', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@improvfest.nz'));
    const [registration] = await t.db.select().from(registrations).limit(1).offset(3);
    const answer = await t.graphql<{ recordInternetBankingPayment: { __typename: string } }>(
      RECORD,
      { registrationId: String(registration?.id), amount: 2_147_483_647 },
      { headers: await t.headersFor(admin?.id ?? -1) },
    );
    expect(answer.data?.recordInternetBankingPayment.__typename).toBe('ValidationError');
    expect(MAX_PAYMENT_CENTS).toBeLessThan(10_000_000);
  });

  it('refuses staff recording or approving a payment for their own registration', async () => {
    const { registration, headers } = await staffWithRegistration();
    const record = await t.graphql<{ recordInternetBankingPayment: { __typename: string } }>(
      RECORD,
      { registrationId: String(registration.id), amount: 5000 },
      { headers },
    );
    expect(record.data?.recordInternetBankingPayment.__typename).toBe('ValidationError');
    const [pending] = await t.db
      .insert(payments)
      .values({
        registrationId: registration.id,
        kind: 'InternetBankingPayment',
        state: 'pending',
        amount: 5000,
        reference: 'x',
        note: '',
      })
      .returning();
    const approve = await t.graphql<{ approvePayment: { __typename: string } }>(
      APPROVE,
      { id: String(pending?.id) },
      { headers },
    );
    expect(approve.data?.approvePayment.__typename).toBe('PaymentStateError');
    const [after] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, pending?.id ?? -1));
    expect(after?.state).toBe('pending');
  });

  it('refuses a payments manager a voucher for their own registration; another staff member may give it', async () => {
    const { registration, headers } = await staffWithRegistration();
    const vouchers = () =>
      t.db
        .select()
        .from(payments)
        .where(and(eq(payments.registrationId, registration.id), eq(payments.kind, 'Voucher')));
    const before = (await vouchers()).length;
    type Answer = { addVoucher: { __typename: string; id?: string; message?: string } };
    const own = await t.graphql<Answer>(VOUCHER, { registrationId: String(registration.id) }, { headers });
    expect(own.data?.addVoucher).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/another staff member/i),
    });
    expect(await vouchers()).toHaveLength(before);

    const admin = await adminHeaders();
    const other = await t.graphql<Answer>(
      VOUCHER,
      { registrationId: String(registration.id) },
      { headers: admin.headers },
    );
    expect(other.data?.addVoucher.__typename).toBe('Voucher');
    const given = (await vouchers()).find((row) => String(row.id) === other.data?.addVoucher.id);
    expect(given).toMatchObject({ createdById: admin.id, actedById: admin.id, state: 'approved' });
    const audits = await auditEntriesOf(t.db, 'payment.voucher', registration.id);
    expect(audits.map((entry) => entry.actorUserId)).toEqual([admin.id]);
    expect(audits[0]?.after).toMatchObject({ paymentId: given?.id, kind: 'Voucher', workshops: 1 });
  });
});
