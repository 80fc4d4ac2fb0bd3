import { PAYMENT_KINDS, PAYMENT_STATES, signedPaymentAmount } from '#core/payments/balance';
import { centsToDecimal } from '#core/payments/money';
import type { Database } from '#server/db/client';
import { getCurrentFestival } from '#server/domains/festival/index';
import { toCsv } from '#server/lib/csv';
import { type CsvExport, type CsvTable, queryText } from '#server/lib/csv-export-route';
import type { ViewerScope } from '#server/services/scope';
import { type Actor, listPayments, loadPaymentParticipants, type PaymentFilter } from './payments.queries';

/** The filtered payments as a CSV table (streamed by /api/exports/payments.csv). */
export async function paymentsCsvTable(
  db: Database,
  scope: ViewerScope<Actor | null>,
  filter: PaymentFilter,
): Promise<CsvTable> {
  const rows = await listPayments(db, scope, { ...filter, limit: 100_000 });
  const people = new Map(
    (await loadPaymentParticipants(db, [...new Set(rows.map((row) => row.registrationId))])).map((p) => [
      p.registrationId,
      p,
    ]),
  );
  return {
    header: [
      'id',
      'created_at',
      'kind',
      'state',
      'amount_cents',
      'amount',
      'workshops',
      'reference',
      'registration_id',
      'name',
      'email',
      'refund_of',
      'note',
    ],
    rows: rows.map((row) => {
      const person = people.get(row.registrationId);
      return [
        row.id,
        row.createdAt,
        row.kind,
        row.state,
        signedPaymentAmount(row),
        centsToDecimal(signedPaymentAmount(row)),
        row.workshops,
        row.reference,
        row.registrationId,
        person?.name ?? '',
        person?.email ?? '',
        row.refundOfId,
        row.note,
      ];
    }),
  };
}

export async function paymentsCsv(
  db: Database,
  scope: ViewerScope<Actor | null>,
  filter: PaymentFilter,
): Promise<string> {
  const { header, rows } = await paymentsCsvTable(db, scope, filter);
  return toCsv(header, [...rows]);
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null | undefined =>
  value === null ? null : (values as readonly string[]).includes(value) ? (value as T) : undefined;
const idParam = (value: string | null): number | null | undefined =>
  value === null ? null : /^\d{1,12}$/.test(value) ? Number(value) : undefined;

/**
 * GET /api/exports/payments.csv?kind=…&state=…&registrationId=…&festivalId=… (issue 32): the
 * paymentsCsv query's file, streamed; payments staff; the festival defaults to the current one.
 */
export const paymentsCsvExport: CsvExport = {
  path: 'payments.csv',
  permission: 'payments',
  build: async ({ viewer, query, services }) => {
    const kind = oneOf(PAYMENT_KINDS, queryText(query, 'kind'));
    const state = oneOf(PAYMENT_STATES, queryText(query, 'state'));
    const registrationId = idParam(queryText(query, 'registrationId'));
    const festivalParam = idParam(queryText(query, 'festivalId'));
    if (
      kind === undefined ||
      state === undefined ||
      registrationId === undefined ||
      festivalParam === undefined
    )
      return { status: 400, error: 'Unknown filter' };
    const now = services.now();
    const festivalId = festivalParam ?? (await getCurrentFestival(services.db, now))?.id ?? null;
    const table = await paymentsCsvTable(
      services.db,
      { viewer, now },
      { festivalId, kind, state, registrationId },
    );
    return { filename: 'payments.csv', ...table };
  },
};
