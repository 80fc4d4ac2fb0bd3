import { eq, type SQL } from 'drizzle-orm';
import type { BalancePayment } from '#core/payments/balance';
import type { Database } from '#server/db/client';
import { payments, registrations } from '#server/db/schema/index';

/**
 * The payments a balance is worked out from (core/payments/balance.ts), for the registrations
 * `where` picks (a condition on registrations), by registration id. The one read behind every
 * balance counted outside the payments domain: staff's balances list, the lottery's results
 * emails and a cancelled session's credit (issue 30). It lives here because the registrations
 * and allocation domains may not import payments.
 */
export async function balancePaymentsOf(
  db: Database,
  where: SQL | undefined,
): Promise<Map<number, BalancePayment[]>> {
  const rows = await db
    .select({
      registrationId: payments.registrationId,
      kind: payments.kind,
      state: payments.state,
      amount: payments.amount,
    })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(where);
  const byRegistration = new Map<number, BalancePayment[]>();
  for (const { registrationId, ...payment } of rows) {
    const list = byRegistration.get(registrationId);
    if (list) list.push(payment);
    else byRegistration.set(registrationId, [payment]);
  }
  return byRegistration;
}
