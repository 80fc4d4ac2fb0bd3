import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { registrationIdOf, userIdByEmail } from '#server/test/users';

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
    const registrationId = await registrationIdOf(t.db, { email: 'participant4@example.org' });
    await t.db.insert(payments).values([
      { registrationId, kind: 'CreditCardPayment', state: 'approved', amount: 6500 },
      { registrationId, kind: 'InternetBankingPayment', state: 'pending', amount: 3000 },
      { registrationId, kind: 'Voucher', state: 'approved', amount: 0, workshops: 1 },
      { registrationId, kind: 'Refund', state: 'approved', amount: 1000 },
    ]);

    const staff = await t.headersFor(await userIdByEmail(t.db, 'admin@improvfest.nz'));
    const response = await t.graphql<{
      paymentAccount: { payments: Array<{ __typename: string; kind: string }> };
    }>(
      'query($id: ID) { paymentAccount(registrationId: $id) { payments { __typename kind } } }',
      { id: String(registrationId) },
      { headers: staff },
    );
    expect(response.errors).toBeUndefined();
    const kinds = response.data?.paymentAccount.payments.map((payment) => payment.__typename).sort();
    expect(kinds).toEqual(['CreditCardPayment', 'InternetBankingPayment', 'Refund', 'Voucher']);
    for (const payment of response.data?.paymentAccount.payments ?? [])
      expect(payment.kind).toBe(payment.__typename);
  });
});
