import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { formatMoney } from '#core/payments/money';
import { CaptionedTable } from '#web/components/captioned-table';
import { useConfirm } from '#web/components/confirm-dialog';
import { ErrorCallout } from '#web/components/error-callout';
import { ExportCsvButton } from '#web/components/export-csv-button';
import { useToast } from '#web/components/toasts';
import { PersonCell } from './outstanding-balances';
import { CreditBalancesQuery, RefundCreditMutation } from './report-queries';

/**
 * People the festival owes money (cash credit only: voucher credit pays for places and is never
 * refunded), with a refund per person and a CSV. The server checks the credit again when refunding.
 */
export function CreditBalances() {
  const { data, loading, error, refetch } = useQuery(CreditBalancesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [refund, { loading: refunding }] = useMutation(RefundCreditMutation);
  const confirm = useConfirm();
  const toast = useToast();
  const rows = data?.creditBalances;

  const refundOne = async (row: NonNullable<typeof rows>[number]) => {
    const ok = await confirm({
      title: `Refund ${formatMoney(row.cashCredit)} to ${row.name}?`,
      body: `The money they paid beyond what their places cost goes back to them, from their newest payments first: card payments through Stripe, bank payments recorded as paid out (send the transfer yourself). It cannot be undone.${row.voucherCredit > 0 ? ` Their voucher credit of ${formatMoney(row.voucherCredit)} stays on the registration.` : ''}`,
      confirmLabel: `Refund ${formatMoney(row.cashCredit)}`,
    });
    if (!ok) return;
    const result = (
      await refund({ variables: { registrationId: row.registrationId, amount: row.cashCredit } })
    ).data?.refundCredit;
    if (result?.__typename === 'CreditRefund') {
      toast({ title: `Refunded ${formatMoney(row.cashCredit)} to ${row.name}`, tone: 'success' });
    } else {
      toast({
        title: 'Not refunded',
        description: result && 'message' in result ? result.message : 'Please try again.',
        tone: 'error',
      });
    }
    await refetch();
  };

  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  if (!rows) return loading ? <Skeleton height="8rem" /> : null;
  const total = rows.reduce((sum, row) => sum + row.cashCredit, 0);
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="end" wrap="wrap" gap="3">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="5">
            In credit
          </Heading>
          <Text color="gray" size="2" data-testid="credit-summary">
            {rows.length} {rows.length === 1 ? 'person is' : 'people are'} owed {formatMoney(total)} in all
          </Text>
        </Flex>
        <ExportCsvButton file="credit-balances.csv" filename="in-credit.csv" />
      </Flex>
      {rows.length === 0 ? (
        <Text color="gray">Nobody is owed money.</Text>
      ) : (
        <CaptionedTable
          caption="In credit"
          columns={['Name', 'Cash credit', 'Voucher credit', 'Cost', 'Paid', '']}
        >
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <PersonCell person={row} />
              <Table.Cell>{formatMoney(row.cashCredit)}</Table.Cell>
              <Table.Cell>{row.voucherCredit > 0 ? formatMoney(row.voucherCredit) : ''}</Table.Cell>
              <Table.Cell>{formatMoney(row.total)}</Table.Cell>
              <Table.Cell>{formatMoney(row.paid)}</Table.Cell>
              <Table.Cell>
                <Button
                  size="1"
                  variant="soft"
                  disabled={refunding}
                  onClick={() => refundOne(row)}
                  aria-label={`Refund ${row.name}`}
                >
                  Refund
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </CaptionedTable>
      )}
    </Flex>
  );
}
