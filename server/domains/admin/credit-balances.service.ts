import type { Database } from '#server/db/client';
import { toCsv } from '#server/lib/csv';
import type { CsvTable } from '#server/lib/csv-export-route';
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

/** The people in credit as a CSV table (streamed by /api/exports/credit-balances.csv). */
export async function creditBalancesCsvTable(db: Database, scope: ServiceScope<unknown>): Promise<CsvTable> {
  const rows = await listCreditBalances(db, scope);
  return {
    header: [
      'registration_id',
      'name',
      'email',
      'cash_credit_cents',
      'voucher_credit_cents',
      'total_cents',
      'paid_cents',
    ],
    rows: rows.map((row) => [
      row.registrationId,
      row.name,
      row.email,
      row.balance.cashCredit,
      row.balance.voucherCredit,
      row.balance.total,
      row.balance.paid - row.balance.refunded,
    ]),
  };
}

export async function creditBalancesCsv(db: Database, scope: ServiceScope<unknown>): Promise<string> {
  const { header, rows } = await creditBalancesCsvTable(db, scope);
  return toCsv(header, [...rows]);
}
