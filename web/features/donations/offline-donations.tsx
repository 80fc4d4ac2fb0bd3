import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Flex, Select, Text } from '@radix-ui/themes';
import { type DonationMethod, OFFLINE_DONATION_METHODS } from '#core/payments/donation';
import { formatMoney, tryParseMoney } from '#core/payments/money';
import { useConfirm } from '#web/components/confirm-dialog';
import { addOrEditTrigger, FormDialog, useFormState } from '#web/components/form-dialog';
import { FormField, TextInput } from '#web/components/form-field';
import { useToast } from '#web/components/toasts';
import { graphql } from '#web/graphql/index';
import { refetchAfter } from '#web/lib/auth';

/** Staff actions on donations that need no card (issue 26): approve a promised transfer, record a gift. */

const ApproveDonationMutation = graphql(`
  mutation ApproveDonation($id: ID!) {
    approveDonation(id: $id) {
      __typename
      ... on Donation { id state receiptSentAt }
      ... on Error { message }
    }
  }
`);

const RecordDonationMutation = graphql(`
  mutation RecordDonation($input: OfflineDonationInput!) {
    recordDonation(input: $input) {
      __typename
      ... on Donation { id amount name }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const DONATION_METHOD_LABELS: Record<DonationMethod, string> = {
  card: 'Card',
  internet_banking: 'Internet banking',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

const REFRESH = refetchAfter('AdminDonations', 'AdminDonation');

/** "Money arrived": approves a promised internet banking donation after a confirmation. */
export function ApproveDonationButton(props: {
  id: string;
  name: string;
  amount: number;
  reference: string;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const [approve, { loading }] = useMutation(ApproveDonationMutation, REFRESH);
  const onClick = async () => {
    const confirmed = await confirm({
      title: `Approve ${formatMoney(props.amount)} from ${props.name}?`,
      body: `Only once the transfer with reference “${props.reference}” is on the bank statement. Their receipt is emailed at once.`,
      confirmLabel: 'Approve and send receipt',
      countdown: 0,
    });
    if (!confirmed) return;
    const result = (await approve({ variables: { id: props.id } })).data?.approveDonation;
    if (result?.__typename === 'Donation') toast({ title: 'Donation approved', tone: 'success' });
    else toast({ title: result?.message ?? 'Could not approve', tone: 'error' });
  };
  return (
    <Button onClick={onClick} loading={loading}>
      Money arrived: approve
    </Button>
  );
}

const initial = () => ({
  name: '',
  email: '',
  amount: '',
  method: 'cash',
  reference: '',
  message: '',
  anonymous: '',
});

/** Records money received in person; approved at once, receipt emailed when there is an address. */
export function RecordDonationDialog() {
  const form = useFormState(initial);
  const toast = useToast();
  const [record, { loading }] = useMutation(RecordDonationMutation, REFRESH);

  async function submit() {
    form.setFailure(null);
    const amount = tryParseMoney(form.values.amount);
    if (amount === null) {
      form.setProblems({ amount: 'Enter an amount in dollars, like 25 or 25.50' });
      return false;
    }
    const input = {
      name: form.values.name,
      email: form.values.email.trim(),
      amount,
      anonymous: form.values.anonymous === 'yes',
      message: form.values.message,
      method: form.values.method as (typeof OFFLINE_DONATION_METHODS)[number],
      reference: form.values.reference,
    };
    const result = (await record({ variables: { input } })).data?.recordDonation;
    const saved = form.accept(result, 'Donation', 'Could not record the donation');
    if (saved) toast({ title: `${formatMoney(saved.amount)} from ${saved.name} recorded`, tone: 'success' });
    return saved !== null;
  }

  return (
    <FormDialog
      form={form}
      trigger={addOrEditTrigger(true, 'Record a donation')}
      title="Record a donation"
      description="Money already received in person or by a transfer nobody promised. It counts at once; the receipt goes to the email, if given."
      submitLabel="Record donation"
      loading={loading}
      onOpen={() => form.reset(initial())}
      submit={submit}
    >
      <TextInput id="record-donation-name" label="Donor’s name" {...form.field('name')} />
      <TextInput
        id="record-donation-email"
        label="Email (optional)"
        type="email"
        hint="Leave empty when they gave none: no receipt is sent."
        {...form.field('email')}
      />
      <TextInput id="record-donation-amount" label="Amount in dollars" {...form.field('amount')} />
      <FormField id="record-donation-method" label="Received as" problem={form.problems.method}>
        <Select.Root value={form.values.method} onValueChange={form.set('method')}>
          <Select.Trigger id="record-donation-method" />
          <Select.Content>
            {OFFLINE_DONATION_METHODS.map((method) => (
              <Select.Item key={method} value={method}>
                {DONATION_METHOD_LABELS[method]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </FormField>
      <TextInput
        id="record-donation-reference"
        label="Reference (optional)"
        hint="A cheque number or the transfer's reference."
        {...form.field('reference')}
      />
      <TextInput
        id="record-donation-message"
        label="Their message (optional)"
        multiline={3}
        {...form.field('message')}
      />
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Checkbox
            checked={form.values.anonymous === 'yes'}
            onCheckedChange={(checked) => form.set('anonymous')(checked === true ? 'yes' : '')}
          />
          They asked to stay anonymous
        </Flex>
      </Text>
    </FormDialog>
  );
}
