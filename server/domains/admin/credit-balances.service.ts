import type { Database } from '#server/db/client';
import { toCsv } from '#server/lib/csv';
import type { ServiceScope } from '#server/services/scope';
import { listRegistrationFigures, type RegistrationFigures } from './balances.service';

/**
 * People the festival owes money (Balances → In credit): cash credit only, largest first. Someone
 * whose credit is all voucher value is not listed: that pays for another place, never money back.
 */
export async function listCreditBalances(
  db: Database,
  scope: ServiceScope<unknown>,
): Promise<RegistrationFigures[]> {
  return (await listRegistrationFigures(db, scope))
    .filter((row) => row.balance.cashCredit > 0)
    .sort((a, b) => b.balance.cashCredit - a.balance.cashCredit || a.name.localeCompare(b.name));
}

export async function creditBalancesCsv(db: Database, scope: ServiceScope<unknown>): Promise<string> {
  const rows = await listCreditBalances(db, scope);
  return toCsv(
    [
      'registration_id',
      'name',
      'email',
      'cash_credit_cents',
      'voucher_credit_cents',
      'total_cents',
      'paid_cents',
    ],
    rows.map((row) => [
      row.registrationId,
      row.name,
      row.email,
      row.balance.cashCredit,
      row.balance.voucherCredit,
      row.balance.total,
      row.balance.paid - row.balance.refunded,
    ]),
  );
}
