import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Callout,
  Card,
  DataList,
  Flex,
  Heading,
  Skeleton,
  Text,
  TextField,
} from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useState } from 'react';
import { formatMoney, tryParseMoney } from '#core/payments/money';
import { fieldProblems, ZRefundInput } from '#core/payments/staff-payment';
import { useConfirm } from '#web/components/confirm-dialog';
import { ErrorCallout } from '#web/components/error-callout';
import { useToast } from '#web/components/toasts';
import { formatDateTime } from '#web/lib/date-time';
import {
  AddVoucherMutation,
  AdminPaymentQuery,
  ApprovePaymentMutation,
  CancelPaymentMutation,
  REFETCH_STAFF_MONEY,
  RefundPaymentMutation,
} from './admin-queries';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, STATE_COLORS, signedAmount } from './payment-format';
import { PaymentStep } from './payment-step';

/** /admin/payments/{paymentId}: approve, cancel, refund; record a voucher for the same registration. */
export function AdminPayment({ paymentId }: { paymentId: string }) {
  const { data, loading, error, refetch } = useQuery(AdminPaymentQuery, {
    variables: { id: paymentId },
    fetchPolicy: 'network-only',
  });
  const [approve, approving] = useMutation(ApprovePaymentMutation, REFETCH_STAFF_MONEY);
  const [cancel, cancelling] = useMutation(CancelPaymentMutation, REFETCH_STAFF_MONEY);
  const confirm = useConfirm();
  const toast = useToast();
  const payment = data?.payment;

  if (loading && !data) return <Skeleton height="10rem" />;
  if (error) {
    return <ErrorCallout>{error.message}</ErrorCallout>;
  }
  if (!payment) return <Text as="p">not found</Text>;

  const act = async (what: 'approve' | 'cancel') => {
    const ok = await confirm({
      title:
        what === 'approve'
          ? `Approve ${formatMoney(payment.amount)}?`
          : `Cancel this ${formatMoney(payment.amount)} payment?`,
      body:
        what === 'approve'
          ? 'It will count as paid and the participant is emailed.'
          : 'It will no longer count; the record is kept.',
      confirmLabel: what === 'approve' ? 'Approve' : 'Cancel payment',
      cancelLabel: 'Back',
      color: what === 'approve' ? 'crimson' : 'red',
    });
    if (!ok) return;
    const response =
      what === 'approve'
        ? await approve({ variables: { id: payment.id } })
        : await cancel({ variables: { id: payment.id } });
    const result =
      response.data &&
      ('approvePayment' in response.data ? response.data.approvePayment : response.data.cancelPayment);
    if (result && 'message' in result) toast({ title: result.message, tone: 'error' });
    else toast({ title: what === 'approve' ? 'Payment approved' : 'Payment cancelled', tone: 'success' });
    await refetch();
  };

  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="7">
        {PAYMENT_KIND_LABELS[payment.kind]} {signedAmount(payment)}
      </Heading>
      {payment.__typename === 'CreditCardPayment' && payment.needsReview && (
        <Callout.Root color="amber" role="status">
          <Callout.Text>Needs review: {payment.note}</Callout.Text>
        </Callout.Root>
      )}
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>State</DataList.Label>
          <DataList.Value>
            <Badge color={STATE_COLORS[payment.state]}>{PAYMENT_STATE_LABELS[payment.state]}</Badge>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Participant</DataList.Label>
          <DataList.Value>
            {payment.participant.name} ({payment.participant.email})
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Reference</DataList.Label>
          <DataList.Value>{payment.reference || '—'}</DataList.Value>
        </DataList.Item>
        {payment.__typename === 'Voucher' && (
          <DataList.Item>
            <DataList.Label>Workshops</DataList.Label>
            <DataList.Value>{payment.workshops}</DataList.Value>
          </DataList.Item>
        )}
        {payment.__typename === 'Refund' && payment.refundOf && (
          <DataList.Item>
            <DataList.Label>Refund of</DataList.Label>
            <DataList.Value>
              {PAYMENT_KIND_LABELS[payment.refundOf.kind]} {formatMoney(payment.refundOf.amount)}
            </DataList.Value>
          </DataList.Item>
        )}
        {payment.note && (
          <DataList.Item>
            <DataList.Label>Note</DataList.Label>
            <DataList.Value>{payment.note}</DataList.Value>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.Label>Recorded</DataList.Label>
          <DataList.Value>{formatDateTime(payment.createdAt)}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Flex gap="3">
        {payment.canApprove && (
          <Button onClick={() => act('approve')} loading={approving.loading}>
            Approve
          </Button>
        )}
        {payment.canCancel && (
          <Button color="red" variant="soft" onClick={() => act('cancel')} loading={cancelling.loading}>
            Cancel payment
          </Button>
        )}
      </Flex>
      {payment.canRefund && (
        <RefundForm
          paymentId={payment.id}
          paid={payment.amount}
          kind={PAYMENT_KIND_LABELS[payment.kind].toLowerCase()}
          who={`${payment.participant.name} (${payment.participant.email})`}
          onDone={() => refetch()}
        />
      )}
      <VoucherForm registrationId={payment.participant.registrationId} />
      <Heading as="h2" size="5">
        Registration balance
      </Heading>
      <PaymentStep registrationId={payment.participant.registrationId} />
    </Flex>
  );
}

function RefundForm({
  paymentId,
  paid,
  kind,
  who,
  onDone,
}: {
  paymentId: string;
  paid: number;
  kind: string;
  who: string;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [refund, { loading }] = useMutation(RefundPaymentMutation, REFETCH_STAFF_MONEY);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const confirm = useConfirm();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRefundInput.safeParse({ amount: tryParseMoney(amount) ?? Number.NaN, note });
    if (!parsed.success) return setProblem(Object.values(fieldProblems(parsed.error))[0] ?? 'Invalid');
    const cents = parsed.data.amount;
    setProblem(null);
    // Money leaves the festival: say how much, to whom, and that it cannot be taken back.
    const ok = await confirm({
      title: `Refund ${formatMoney(cents)} to ${who}?`,
      body: `From a ${kind} of ${formatMoney(paid)}. A refund cannot be undone: card refunds go back through Stripe at once, bank refunds are recorded as paid out.`,
      confirmLabel: `Refund ${formatMoney(cents)}`,
      cancelLabel: 'Back',
      color: 'red',
    });
    if (!ok) return;
    const response = await refund({ variables: { paymentId, amount: cents, note: parsed.data.note } });
    const result = response.data?.refundPayment;
    if (result && 'message' in result) return setProblem(result.message);
    toast({ title: `Refunded ${formatMoney(cents)}`, tone: 'success' });
    setAmount('');
    onDone();
  };
  return (
    <StaffActionForm title="Refund" problem={problem} onSubmit={submit}>
      <TextField.Root
        aria-label="Refund amount in dollars"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        placeholder="0.00"
      >
        <TextField.Slot>$</TextField.Slot>
      </TextField.Root>
      <TextField.Root
        aria-label="Refund note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="Why (optional)"
      />
      <Button type="submit" loading={loading} color="red" variant="soft">
        Refund
      </Button>
    </StaffActionForm>
  );
}

function VoucherForm({ registrationId }: { registrationId: string }) {
  const [workshops, setWorkshops] = useState('1');
  const [note, setNote] = useState('');
  const [add, { loading }] = useMutation(AddVoucherMutation, REFETCH_STAFF_MONEY);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = Number(workshops);
    const response = await add({ variables: { registrationId, workshops: count, note } });
    const result = response.data?.addVoucher;
    if (result && 'message' in result) return setProblem(result.message);
    setProblem(null);
    toast({ title: `Voucher for ${count} workshop${count === 1 ? '' : 's'} recorded`, tone: 'success' });
  };
  return (
    <StaffActionForm title="Record a voucher" problem={problem} onSubmit={submit}>
      <TextField.Root
        aria-label="Free workshops"
        type="number"
        min={1}
        max={20}
        value={workshops}
        onChange={(e) => setWorkshops(e.target.value)}
      />
      <TextField.Root
        aria-label="Voucher note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="Why (optional)"
      />
      <Button type="submit" loading={loading} variant="soft">
        Record voucher
      </Button>
    </StaffActionForm>
  );
}

/** A one-line staff action on the payment page: its fields and button, and what the server refused. */
function StaffActionForm({
  title,
  problem,
  onSubmit,
  children,
}: {
  title: string;
  problem: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <form onSubmit={onSubmit} aria-label={title}>
        <Heading as="h2" size="4" mb="3">
          {title}
        </Heading>
        <Flex gap="3" align="end" wrap="wrap">
          {children}
        </Flex>
        {problem && (
          <Text as="p" color="red" size="2" mt="2" role="alert">
            {problem}
          </Text>
        )}
      </form>
    </Card>
  );
}
