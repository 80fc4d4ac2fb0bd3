import { eq } from 'drizzle-orm';
import { formatMoney } from '#core/payments/money';
import type { Database } from '#server/db/client';
import { registrations } from '#server/db/schema/index';
import type { Env } from '#server/env';
import { NotFoundError } from '#server/services/errors';
import type { ViewerScope } from '#server/services/scope';
import { PaymentStateError } from './payments.errors';
import {
  type Actor,
  findPaymentRegistration,
  getRegistrationBalance,
  listRegistrationPayments,
  type PaymentRow,
} from './payments.queries';
import { refundPayment } from './refunds.service';
import { requireStaff } from './staff-payment-actions.service';

/**
 * Staff refund a registration's cash credit (Balances → In credit): the money paid beyond what
 * its places cost, from its newest card or banking payments first. Voucher credit is never
 * refunded. The registration row is locked while the credit is worked out and the refunds are
 * written, so two clicks (or two staff) cannot refund the same credit twice; `amount` must be the
 * credit the page showed, so a stale page is refused instead of refunding a different sum.
 */
export async function refundCredit(
  db: Database,
  scope: ViewerScope<Actor | null> & { env: Env },
  input: { registrationId: number; amount: number },
): Promise<PaymentRow[]> {
  requireStaff(scope.viewer);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, input.registrationId))
      .for('update');
    const registration = locked ? await findPaymentRegistration(tx, locked.id) : null;
    if (!registration) throw new NotFoundError('Registration');
    const rows = await listRegistrationPayments(tx, registration.id);
    const { cashCredit } = await getRegistrationBalance(tx, registration, scope.now, rows);
    if (cashCredit <= 0) throw new PaymentStateError('There is no money in credit to refund.');
    if (cashCredit !== input.amount) {
      throw new PaymentStateError(
        `The credit is now ${formatMoney(cashCredit)}, not ${formatMoney(input.amount)}. Check the page and try again.`,
      );
    }
    const refunded = new Map<number, number>();
    for (const row of rows) {
      if (
        row.kind === 'Refund' &&
        row.refundOfId !== null &&
        row.state !== 'cancelled' &&
        row.state !== 'failed'
      ) {
        refunded.set(row.refundOfId, (refunded.get(row.refundOfId) ?? 0) + row.amount);
      }
    }
    const sources = rows
      .filter(
        (row) =>
          row.state === 'approved' &&
          (row.kind === 'CreditCardPayment' || row.kind === 'InternetBankingPayment'),
      )
      .reverse();
    const made: PaymentRow[] = [];
    let left = cashCredit;
    for (const source of sources) {
      const amount = Math.min(left, source.amount - (refunded.get(source.id) ?? 0));
      if (amount <= 0) continue;
      made.push(
        await refundPayment(tx, scope, { paymentId: source.id, amount, note: 'Refund of money in credit' }),
      );
      left -= amount;
      if (left === 0) break;
    }
    return made;
  });
}
