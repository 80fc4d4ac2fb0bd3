import { useQuery } from '@apollo/client/react';
import { Badge, Link as RadixLink, Table } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PAYMENT_KINDS, PAYMENT_STATES, type PaymentKind, type PaymentState } from '#core/payments/balance';
import { AdminListPage } from '#web/components/admin-list-page';
import { CaptionedTable } from '#web/components/captioned-table';
import { ExportCsvButton } from '#web/components/export-csv-button';
import { ALL, FilterSelect } from '#web/components/filter-select';
import { AdminPaymentsQuery } from './admin-queries';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, STATE_COLORS, signedAmount } from './payment-format';

/** /admin/payments: totals per kind and state, the filtered list, CSV export [RT-13]. */
export function AdminPayments() {
  const [kind, setKind] = useState<PaymentKind | typeof ALL>(ALL);
  const [state, setState] = useState<PaymentState | typeof ALL>(ALL);
  const filter = { kind: kind === ALL ? null : kind, state: state === ALL ? null : state };
  const { data, loading, error } = useQuery(AdminPaymentsQuery, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage
      title="Payments"
      error={error}
      intro={data && <Totals totals={data.paymentTotals} />}
      filters={
        <>
          <FilterSelect
            label="Kind"
            value={kind}
            onChange={setKind}
            options={PAYMENT_KINDS}
            allLabel="All kinds"
            labelOf={(value) => PAYMENT_KIND_LABELS[value]}
            showLabel
          />
          <FilterSelect
            label="State"
            value={state}
            onChange={setState}
            options={PAYMENT_STATES}
            allLabel="All states"
            labelOf={(value) => PAYMENT_STATE_LABELS[value]}
            showLabel
          />
          <ExportCsvButton file="payments.csv" params={filter} filename="payments.csv" />
        </>
      }
      empty={!loading && data?.payments.length === 0 && 'No payments match.'}
    >
      {data && data.payments.length > 0 && (
        <CaptionedTable
          caption="Payments"
          columns={['Participant', 'Kind', 'State', { label: 'Amount', justify: 'end' }, 'Reference', 'Date']}
        >
          {data.payments.map((payment) => (
            <Table.Row key={payment.id}>
              <Table.RowHeaderCell>
                <RadixLink asChild>
                  <Link to="/admin/payments/$paymentId" params={{ paymentId: payment.id }}>
                    {payment.participant.name}
                  </Link>
                </RadixLink>
              </Table.RowHeaderCell>
              <Table.Cell>{PAYMENT_KIND_LABELS[payment.kind]}</Table.Cell>
              <Table.Cell>
                <Badge color={STATE_COLORS[payment.state]}>{PAYMENT_STATE_LABELS[payment.state]}</Badge>
              </Table.Cell>
              <Table.Cell justify="end">{signedAmount(payment)}</Table.Cell>
              <Table.Cell>{payment.reference}</Table.Cell>
              <Table.Cell>
                {new Date(payment.createdAt).toLocaleDateString('en-NZ', { timeZone: 'Pacific/Auckland' })}
              </Table.Cell>
            </Table.Row>
          ))}
        </CaptionedTable>
      )}
    </AdminListPage>
  );
}

function Totals({
  totals,
}: {
  totals: ReadonlyArray<{ kind: PaymentKind; state: PaymentState; count: number; amount: number }>;
}) {
  if (totals.length === 0) return null;
  return (
    <CaptionedTable
      caption="Totals"
      columns={['Kind', 'State', { label: 'Count', justify: 'end' }, { label: 'Total', justify: 'end' }]}
      variant="ghost"
      size="1"
    >
      {totals.map((total) => (
        <Table.Row key={`${total.kind}-${total.state}`}>
          <Table.Cell>{PAYMENT_KIND_LABELS[total.kind]}</Table.Cell>
          <Table.Cell>{PAYMENT_STATE_LABELS[total.state]}</Table.Cell>
          <Table.Cell justify="end">{total.count}</Table.Cell>
          <Table.Cell justify="end">{signedAmount(total)}</Table.Cell>
        </Table.Row>
      ))}
    </CaptionedTable>
  );
}
