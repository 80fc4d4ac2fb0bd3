import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Heading, Link as RadixLink, Select, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PAYMENT_KINDS, PAYMENT_STATES, type PaymentKind, type PaymentState } from '#core/payments/balance';
import { formatMoney } from '#core/payments/money';
import { ErrorCallout } from '#web/components/error-callout';
import { downloadCsv } from '#web/lib/csv';
import { AdminPaymentsCsvQuery, AdminPaymentsQuery } from './admin-queries';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, STATE_COLORS } from './payment-format';

const ALL = 'all';

/** /admin/payments: totals per kind and state, the filtered list, CSV export [RT-13]. */
export function AdminPayments() {
  const [kind, setKind] = useState<PaymentKind | typeof ALL>(ALL);
  const [state, setState] = useState<PaymentState | typeof ALL>(ALL);
  const filter = { kind: kind === ALL ? null : kind, state: state === ALL ? null : state };
  const { data, loading, error } = useQuery(AdminPaymentsQuery, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  const apollo = useApolloClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await apollo.query({
        query: AdminPaymentsCsvQuery,
        variables: { filter },
        fetchPolicy: 'network-only',
      });
      if (result.data) downloadCsv(result.data.paymentsCsv, 'payments.csv');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        Payments
      </Heading>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      {data && <Totals totals={data.paymentTotals} />}
      <Flex gap="3" align="end" wrap="wrap">
        <Flex direction="column">
          <Text as="div" size="2" mb="1" aria-hidden>
            Kind
          </Text>
          <Select.Root value={kind} onValueChange={(value) => setKind(value as PaymentKind | typeof ALL)}>
            <Select.Trigger aria-label="Kind" />
            <Select.Content>
              <Select.Item value={ALL}>All kinds</Select.Item>
              {PAYMENT_KINDS.map((value) => (
                <Select.Item key={value} value={value}>
                  {PAYMENT_KIND_LABELS[value]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex direction="column">
          <Text as="div" size="2" mb="1" aria-hidden>
            State
          </Text>
          <Select.Root value={state} onValueChange={(value) => setState(value as PaymentState | typeof ALL)}>
            <Select.Trigger aria-label="State" />
            <Select.Content>
              <Select.Item value={ALL}>All states</Select.Item>
              {PAYMENT_STATES.map((value) => (
                <Select.Item key={value} value={value}>
                  {PAYMENT_STATE_LABELS[value]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Button variant="soft" onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </Flex>
      {!loading && data?.payments.length === 0 && <Text color="gray">No payments match.</Text>}
      {data && data.payments.length > 0 && (
        <Table.Root variant="surface" aria-label="Payments">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Participant</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Kind</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>State</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Reference</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
                <Table.Cell justify="end">{formatMoney(payment.amount)}</Table.Cell>
                <Table.Cell>{payment.reference}</Table.Cell>
                <Table.Cell>
                  {new Date(payment.createdAt).toLocaleDateString('en-NZ', { timeZone: 'Pacific/Auckland' })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  );
}

function Totals({
  totals,
}: {
  totals: ReadonlyArray<{ kind: PaymentKind; state: PaymentState; count: number; amount: number }>;
}) {
  if (totals.length === 0) return null;
  return (
    <Table.Root size="1" variant="ghost" aria-label="Totals">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Kind</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>State</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Count</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {totals.map((total) => (
          <Table.Row key={`${total.kind}-${total.state}`}>
            <Table.Cell>{PAYMENT_KIND_LABELS[total.kind]}</Table.Cell>
            <Table.Cell>{PAYMENT_STATE_LABELS[total.state]}</Table.Cell>
            <Table.Cell justify="end">{total.count}</Table.Cell>
            <Table.Cell justify="end">{formatMoney(total.amount)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
