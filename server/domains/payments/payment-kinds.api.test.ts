import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, registrations } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { userIdByEmail } from '#server/test/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a payment is one of four kinds [AP-8]', () => {
  it('declares exactly CreditCardPayment, InternetBankingPayment, Voucher and Refund', async () => {
    const response = await t.graphql<{ __type: { kind: string; possibleTypes: Array<{ name: string }> } }>(
      '{ __type(name: "Payment") { kind possibleTypes { name } } }',
    );
    expect(response.data?.__type.kind).toBe('INTERFACE');
    expect(response.data?.__type.possibleTypes.map((type) => type.name).sort()).toEqual([
      'CreditCardPayment',
      'InternetBankingPayment',
      'Refund',
      'Voucher',
    ]);
  });

  it('answers each stored kind as its own type', async () => {
    const participantId = await userIdByEmail(t.db, 'participant4@example.org');
    const [registration] = await t.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.userId, participantId));
    if (!registration) throw new Error('participant4 has no registration');
    await t.db.insert(payments).values([
      { registrationId: registration.id, kind: 'CreditCardPayment', state: 'approved', amount: 6500 },
      { registrationId: registration.id, kind: 'InternetBankingPayment', state: 'pending', amount: 3000 },
      { registrationId: registration.id, kind: 'Voucher', state: 'approved', amount: 0, workshops: 1 },
      { registrationId: registration.id, kind: 'Refund', state: 'approved', amount: 1000 },
    ]);

    const staff = await t.headersFor(await userIdByEmail(t.db, 'admin@improvfest.nz'));
    const response = await t.graphql<{
      paymentAccount: { payments: Array<{ __typename: string; kind: string }> };
    }>(
      'query($id: ID) { paymentAccount(registrationId: $id) { payments { __typename kind } } }',
      { id: String(registration.id) },
      { headers: staff },
    );
    expect(response.errors).toBeUndefined();
    const kinds = response.data?.paymentAccount.payments.map((payment) => payment.__typename).sort();
    expect(kinds).toEqual(['CreditCardPayment', 'InternetBankingPayment', 'Refund', 'Voucher']);
    for (const payment of response.data?.paymentAccount.payments ?? [])
      expect(payment.kind).toBe(payment.__typename);
  });
});
