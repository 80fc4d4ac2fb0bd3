import { signedPaymentAmount } from '#core/payments/balance';
import { centsToDecimal } from '#core/payments/money';
import type { Database } from '#server/db/client';
import { toCsv } from '#server/lib/csv';
import type { ViewerScope } from '#server/services/scope';
import { type Actor, listPayments, loadPaymentParticipants, type PaymentFilter } from './payments.queries';

export async function paymentsCsv(
  db: Database,
  scope: ViewerScope<Actor | null>,
  filter: PaymentFilter,
): Promise<string> {
  const rows = await listPayments(db, scope, { ...filter, limit: 100_000 });
  const people = new Map(
    (await loadPaymentParticipants(db, [...new Set(rows.map((row) => row.registrationId))])).map((p) => [
      p.registrationId,
      p,
    ]),
  );
  return toCsv(
    [
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
    rows.map((row) => {
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
  );
}
