import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createParticipant } from '#server/domains/registrations/factories';
import { createTestApp, type TestApp } from '#server/test/harness';
import { auditEntriesOf, headersByRole, type RoleHeaders } from '#server/test/users';

/** Issue 26: Balances lists people in credit (cash credit only) with a refund and a CSV. */

let t: TestApp;
let as: RoleHeaders<'payments' | 'registrations'>;

beforeAll(async () => {
  t = await createTestApp();
  as = await headersByRole(t, ['payments', 'registrations'], 'credit');
});
afterAll(() => t?.close());

const LIST = '{ creditBalances { registrationId name cashCredit voucherCredit total paid } }';
const REFUND = `mutation($r: ID!, $amount: Int!) { refundCredit(registrationId: $r, amount: $amount) {
  __typename
  ... on CreditRefund { refunds { id amount state refundOf { id } } }
  ... on Error { code message }
} }`;

type Row = { registrationId: string; cashCredit: number; voucherCredit: number };
const list = async (headers = as.payments) => t.graphql<{ creditBalances: Row[] }>(LIST, {}, { headers });
const rowOf = async (registrationId: number) =>
  (await list()).data?.creditBalances.find((row) => row.registrationId === String(registrationId));

async function personWith(rows: Array<{ kind: 'InternetBankingPayment' | 'Voucher'; amount: number }>) {
  const person = await createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR });
  const inserted = await t.db
    .insert(payments)
    .values(
      rows.map((row) => ({
        ...row,
        registrationId: person.registrationId,
        state: 'approved' as const,
        workshops: row.kind === 'Voucher' ? 1 : null,
      })),
    )
    .returning();
  return { ...person, payments: inserted };
}

const refundCredit = (registrationId: number, amount: number, headers = as.payments) =>
  t.graphql<{
    refundCredit: {
      __typename: string;
      code?: string;
      message?: string;
      refunds?: Array<{ id: string; amount: number; state: string; refundOf: { id: string } }>;
    };
  }>(REFUND, { r: String(registrationId), amount }, { headers });

describe('people in credit', () => {
  it('lists cash credit only: voucher value beyond the total is shown apart and never makes someone owed money', async () => {
    const paid = await personWith([
      { kind: 'InternetBankingPayment', amount: 3000 },
      { kind: 'Voucher', amount: 7000 },
    ]);
    const voucherOnly = await personWith([{ kind: 'Voucher', amount: 7000 }]);
    expect(await rowOf(paid.registrationId)).toMatchObject({ cashCredit: 3000, voucherCredit: 7000 });
    expect(await rowOf(voucherOnly.registrationId)).toBeUndefined();

    const csv = await t.graphql<{ creditBalancesCsv: string }>(
      '{ creditBalancesCsv }',
      {},
      { headers: as.payments },
    );
    const lines = csv.data?.creditBalancesCsv.trim().split('\r\n') ?? [];
    expect(lines[0]).toBe(
      '"registration_id","name","email","cash_credit_cents","voucher_credit_cents","total_cents","paid_cents"',
    );
    expect(lines.find((line) => line.startsWith(`"${paid.registrationId}",`))).toContain(
      '"3000","7000","0","3000"',
    );
  });

  it('refunds the cash credit shown, once: a stale amount, a second click and voucher credit are refused', async () => {
    const person = await personWith([
      { kind: 'InternetBankingPayment', amount: 2000 },
      { kind: 'InternetBankingPayment', amount: 1500 },
      { kind: 'Voucher', amount: 7000 },
    ]);
    const stale = (await refundCredit(person.registrationId, 1000)).data?.refundCredit;
    expect(stale).toMatchObject({ __typename: 'PaymentStateError', code: 'PAYMENT_STATE' });
    expect(stale?.message).toMatch(/now \$35\.00/);

    const done = (await refundCredit(person.registrationId, 3500)).data?.refundCredit;
    expect(done?.__typename).toBe('CreditRefund');
    // Newest payment first, then the rest from the older one; bank refunds are done when recorded.
    expect(done?.refunds?.map((r) => [r.amount, r.state, Number(r.refundOf.id)])).toEqual([
      [1500, 'approved', person.payments[1]?.id],
      [2000, 'approved', person.payments[0]?.id],
    ]);
    const audits = await auditEntriesOf(t.db, 'payment.refund', person.registrationId);
    expect(audits.map((entry) => (entry.after as { amount: number }).amount)).toEqual([1500, 2000]);
    expect(await rowOf(person.registrationId)).toBeUndefined();

    const again = (await refundCredit(person.registrationId, 3500)).data?.refundCredit;
    expect(again).toMatchObject({ code: 'PAYMENT_STATE', message: 'There is no money in credit to refund.' });
    const refunds = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.registrationId, person.registrationId), eq(payments.kind, 'Refund')));
    expect(refunds.reduce((sum, row) => sum + row.amount, 0)).toBe(3500);
  });

  it('refuses the list, the CSV and the refund to participants and staff without the payments permission', async () => {
    const person = await personWith([{ kind: 'InternetBankingPayment', amount: 2500 }]);
    for (const headers of [as.anonymous, as.participant, as.teamMember, as.registrations]) {
      expect((await list(headers)).errors?.[0]?.message).toBe('Not allowed');
      expect((await t.graphql('{ creditBalancesCsv }', {}, { headers })).errors?.[0]?.message).toBe(
        'Not allowed',
      );
      const refused = await refundCredit(person.registrationId, 2500, headers);
      expect(refused.errors?.[0]?.message).toBe('Not allowed');
    }
    expect(await rowOf(person.registrationId)).toMatchObject({ cashCredit: 2500 });
  });
});
