import { eq } from 'drizzle-orm';
import { bankReference } from '#core/payments/balance';
import type { Database } from '#server/db/client';
import { payments, registrations } from '#server/db/schema/index';
import type { Env } from '#server/env';
import { NotFoundError } from '#server/services/errors';
import { queueInternetBankingInstructions } from './payment-emails';
import { NothingToPayError } from './payments.errors';
import { canPayForRegistration } from './payments.policy';
import {
  findVisibleRegistration,
  getRegistrationBalance,
  listRegistrationPayments,
  type PayingScope,
  type PaymentRegistration,
  type PaymentRow,
} from './payments.queries';

export function internetBankingDetails(env: Env, registration: PaymentRegistration) {
  return {
    accountName: env.BANK_ACCOUNT_NAME,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
    reference: bankReference(registration.name, registration.festival.id),
  };
}

/**
 * The participant promises to pay what is outstanding by internet banking: a pending payment staff
 * approve when the money shows on the bank statement. A second promise while one is pending
 * returns the first rather than doubling the debt.
 */
export async function promiseInternetBankingPayment(
  db: Database,
  scope: PayingScope,
  input: { registrationId?: number | null },
): Promise<PaymentRow> {
  const { viewer, now } = scope;
  const festivalId = input.registrationId == null ? (scope.festival?.id ?? null) : null;
  const registration = await findVisibleRegistration(db, scope, { ...input, festivalId });
  if (!registration || !viewer || !canPayForRegistration(viewer, registration))
    throw new NotFoundError('Registration');
  const payment = await db.transaction(async (tx) => {
    // Serialise promises for one registration so two clicks cannot make two.
    await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, registration.id))
      .for('update');
    const rows = await listRegistrationPayments(tx, registration.id);
    const existing = rows.find((row) => row.kind === 'InternetBankingPayment' && row.state === 'pending');
    const balance = await getRegistrationBalance(tx, registration, now, rows);
    const amount = balance.outstanding - balance.pending;
    if (amount <= 0) {
      if (existing) return { row: existing, created: false };
      throw new NothingToPayError();
    }
    const [row] = await tx
      .insert(payments)
      .values({
        registrationId: registration.id,
        kind: 'InternetBankingPayment',
        state: 'pending',
        amount,
        reference: bankReference(registration.name, registration.festival.id),
        createdById: viewer.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('Insert returned no payment');
    const bank = internetBankingDetails(scope.env, registration);
    await queueInternetBankingInstructions(tx, registration, row, bank);
    return { row, created: true };
  });
  return payment.row;
}
