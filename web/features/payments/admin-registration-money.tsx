import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, DataList, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { formatMoney, tryParseMoney } from '#core/payments/money';
import {
  fieldProblems,
  MAX_VOUCHER_WORKSHOPS,
  ZBankPaymentInput,
  ZVoucherInput,
} from '#core/payments/staff-payment';
import { CaptionedTable, type TableColumn } from '#web/components/captioned-table';
import { ErrorCallout } from '#web/components/error-callout';
import { FormDialog, useFormState } from '#web/components/form-dialog';
import { TextInput } from '#web/components/form-field';
import { useToast } from '#web/components/toasts';
import { useHasPermission } from '#web/lib/auth';
import { formatShortDateTime } from '#web/lib/date-time';
import {
  AddVoucherMutation,
  AdminRegistrationMoneyQuery,
  REFETCH_STAFF_MONEY,
  RecordBankPaymentMutation,
} from './admin-queries';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, STATE_COLORS, signedAmount } from './payment-format';

/**
 * A registration's money as staff see it (issue 15): balance, every payment, and dialogs to record
 * a bank transfer or a voucher. After each one every figure on the page is fetched again.
 */
export function AdminRegistrationMoney({ registrationId }: { registrationId: string }) {
  const { data, loading, error } = useQuery(AdminRegistrationMoneyQuery, {
    variables: { registrationId },
    fetchPolicy: 'cache-and-network',
  });
  const canRecord = useHasPermission('payments');
  const account = data?.paymentAccount;
  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  if (!account) return loading ? <Skeleton height="10rem" /> : <Text as="p">No registration to show.</Text>;
  const { balance } = account;
  return (
    <Flex direction="column" gap="4">
      <Card>
        <Flex justify="between" align="start" wrap="wrap" gap="3">
          <DataList.Root aria-label="Balance">
            <BalanceItem label="Total">{formatMoney(balance.total)}</BalanceItem>
            <BalanceItem label="Paid">{formatMoney(balance.paid)}</BalanceItem>
            <BalanceItem label="Vouchers">{formatMoney(balance.vouchers)}</BalanceItem>
            <BalanceItem label="Refunded">{formatMoney(balance.refunded)}</BalanceItem>
            <BalanceItem label="Pending">{formatMoney(balance.pending)}</BalanceItem>
            <BalanceItem label="Outstanding">
              <Text weight="bold" data-testid="staff-outstanding">
                {formatMoney(balance.outstanding)}
              </Text>
              {balance.isEstimate && (
                <Text size="1" color="gray">
                  {' '}
                  (an estimate until places are confirmed)
                </Text>
              )}
            </BalanceItem>
            <CreditItem label="Cash credit" testId="staff-cash-credit" amount={balance.cashCredit}>
              money paid beyond the total; refund it from a payment or from Balances
            </CreditItem>
            <CreditItem label="Voucher credit" testId="staff-voucher-credit" amount={balance.voucherCredit}>
              pays for another place; never refunded as money
            </CreditItem>
          </DataList.Root>
          {/* The server refuses these without the payments permission; the buttons only mirror it. */}
          {canRecord && (
            <Flex gap="2" wrap="wrap">
              <RecordBankPaymentDialog registrationId={registrationId} outstanding={balance.outstanding} />
              <RecordVoucherDialog registrationId={registrationId} />
            </Flex>
          )}
        </Flex>
      </Card>
      <Heading as="h2" size="4">
        Payments
      </Heading>
      {account.payments.length === 0 ? (
        <Text color="gray">No payments yet.</Text>
      ) : (
        <CaptionedTable caption="Payments" columns={PAYMENT_COLUMNS}>
          {account.payments.map((payment) => (
            <Table.Row key={payment.id}>
              <Table.RowHeaderCell>
                <Link to="/admin/payments/$paymentId" params={{ paymentId: payment.id }}>
                  {PAYMENT_KIND_LABELS[payment.kind]}
                </Link>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Badge color={STATE_COLORS[payment.state]}>{PAYMENT_STATE_LABELS[payment.state]}</Badge>
              </Table.Cell>
              <Table.Cell>{payment.reference || '—'}</Table.Cell>
              <Table.Cell>{formatShortDateTime(payment.createdAt)}</Table.Cell>
              <Table.Cell justify="end">{signedAmount(payment)}</Table.Cell>
            </Table.Row>
          ))}
        </CaptionedTable>
      )}
    </Flex>
  );
}

const PAYMENT_COLUMNS = [
  'Kind',
  'State',
  'Reference',
  'Recorded',
  { label: 'Amount', justify: 'end' },
] as const satisfies readonly TableColumn[];

function BalanceItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label>{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

/** One part of a credit, shown only when there is some. */
function CreditItem({
  label,
  testId,
  amount,
  children,
}: {
  label: string;
  testId: string;
  amount: number;
  children: ReactNode;
}) {
  if (amount <= 0) return null;
  return (
    <BalanceItem label={label}>
      <Text data-testid={testId}>{formatMoney(amount)}</Text>
      <Text size="1" color="gray">
        {' '}
        ({children})
      </Text>
    </BalanceItem>
  );
}

/** The server's refusal message, or the fallback when there is none. */
const refusal = (result: object | null | undefined, fallback: string) =>
  result && 'message' in result && typeof result.message === 'string' ? result.message : fallback;

type Checked<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/** A money dialog's form state, and `check`: the checked input, or null once each field's problem is shown. */
function useMoneyForm<Values extends Record<string, string>>(blank: Values) {
  const form = useFormState(blank);
  const check = <T,>(parsed: Checked<T>): T | null => {
    form.setProblems(parsed.success ? {} : fieldProblems(parsed.error));
    return parsed.success ? parsed.data : null;
  };
  return { ...form, check };
}

function RecordBankPaymentDialog({
  registrationId,
  outstanding,
}: {
  registrationId: string;
  outstanding: number;
}) {
  const form = useMoneyForm({ amount: '', reference: '', note: '' });
  const { values } = form;
  const [record, { loading }] = useMutation(RecordBankPaymentMutation, REFETCH_STAFF_MONEY);
  const toast = useToast();

  const submit = async () => {
    const input = form.check(
      ZBankPaymentInput.safeParse({ ...values, amount: tryParseMoney(values.amount) ?? Number.NaN }),
    );
    if (!input) return false;
    const response = await record({ variables: { registrationId, ...input } });
    const result = response.data?.recordInternetBankingPayment;
    if (result?.__typename !== 'InternetBankingPayment') {
      form.setFailure(refusal(result, 'The payment was not recorded'));
      return false;
    }
    toast({ title: `Bank transfer of ${formatMoney(result.amount)} recorded`, tone: 'success' });
    return true;
  };

  return (
    <FormDialog
      form={form}
      trigger={<Button variant="soft">Record bank transfer</Button>}
      title="Record a bank transfer"
      description={`Money that reached the festival's account. It counts as paid at once. Outstanding: ${formatMoney(outstanding)}.`}
      submitLabel="Record transfer"
      loading={loading}
      noValidate
      onOpen={() =>
        form.reset({ amount: outstanding > 0 ? (outstanding / 100).toFixed(2) : '', reference: '', note: '' })
      }
      submit={submit}
    >
      <TextInput id="bank-amount" label="Amount in dollars" {...form.field('amount')} required />
      <TextInput
        id="bank-reference"
        label="Bank reference"
        hint="Leave empty for the registration's own reference."
        {...form.field('reference')}
      />
      <TextInput id="bank-note" label="Note" {...form.field('note')} multiline={2} />
    </FormDialog>
  );
}

function RecordVoucherDialog({ registrationId }: { registrationId: string }) {
  const form = useMoneyForm({ workshops: '1', note: '' });
  const { values } = form;
  const [add, { loading }] = useMutation(AddVoucherMutation, REFETCH_STAFF_MONEY);
  const toast = useToast();

  const submit = async () => {
    const input = form.check(
      ZVoucherInput.safeParse({
        workshops: values.workshops.trim() === '' ? Number.NaN : Number(values.workshops),
        note: values.note,
      }),
    );
    if (!input) return false;
    const response = await add({ variables: { registrationId, ...input } });
    const result = response.data?.addVoucher;
    if (result?.__typename !== 'Voucher') {
      form.setFailure(refusal(result, 'The voucher was not recorded'));
      return false;
    }
    const count = result.workshops ?? input.workshops;
    toast({
      title: `Voucher for ${count} workshop${count === 1 ? '' : 's'} (${formatMoney(result.amount)}) recorded`,
      tone: 'success',
    });
    return true;
  };

  return (
    <FormDialog
      form={form}
      trigger={<Button variant="soft">Record voucher</Button>}
      title="Record a voucher"
      description="Free workshops, worth their package price; it counts at once."
      submitLabel="Record voucher"
      loading={loading}
      noValidate
      onOpen={() => form.reset({ workshops: '1', note: '' })}
      submit={submit}
    >
      <TextInput
        id="voucher-workshops"
        label={`Free workshops (1 to ${MAX_VOUCHER_WORKSHOPS})`}
        type="number"
        {...form.field('workshops')}
        required
      />
      <TextInput id="voucher-note" label="Note" {...form.field('note')} multiline={2} />
    </FormDialog>
  );
}
