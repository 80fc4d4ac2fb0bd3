import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  DataList,
  Flex,
  Heading,
  Skeleton,
  Table,
  Tabs,
  Text,
} from '@radix-ui/themes';
import { useState } from 'react';
import { describeCredit } from '#core/payments/credit';
import { formatMoney } from '#core/payments/money';
import { CardForm } from '#web/components/card-form';
import { ErrorCallout } from '#web/components/error-callout';
import type { PaymentAccountQuery as PaymentAccountData } from '#web/graphql/graphql';
import { CopyButton } from './copy-button';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, STATE_COLORS, signedAmount } from './payment-format';
import {
  CreateCardPaymentIntentMutation,
  PaymentAccountQuery,
  PaymentSettingsQuery,
  PromiseInternetBankingPaymentMutation,
} from './payment-queries';

interface PaymentStepProps {
  /** Staff may look at someone else's; participants leave it out for their own. */
  registrationId?: string;
  /** Where Stripe returns after a redirect-based card payment. */
  returnPath?: string;
  /**
   * False where the page already shows the price breakdown (the registration wizard's cart): the
   * rows then start from the registration's total.
   */
  priceRows?: boolean;
}

/**
 * The content of the registration's payment step: each payment as a row, 'Total to pay', and the
 * ways to pay what is outstanding (internet banking always; card when Stripe is configured).
 */
export function PaymentStep({
  registrationId,
  returnPath = '/register/payment',
  priceRows = true,
}: PaymentStepProps) {
  const account = useQuery(PaymentAccountQuery, {
    variables: { registrationId },
    fetchPolicy: 'cache-and-network',
  });
  const settings = useQuery(PaymentSettingsQuery);
  const data = account.data?.paymentAccount;

  if (account.error) {
    return <ErrorCallout>{account.error.message}</ErrorCallout>;
  }
  if (!data) {
    if (account.loading) return <Skeleton height="8rem" />;
    return <Text as="p">You have no registration to pay for yet.</Text>;
  }
  const { balance } = data;
  return (
    <Flex direction="column" gap="5">
      <PaymentRows account={data} priceRows={priceRows} />
      {balance.isEstimate ? (
        <EstimateNotice outstanding={balance.outstanding} />
      ) : balance.outstanding > 0 ? (
        <WaysToPay
          registrationId={registrationId}
          outstanding={balance.outstanding}
          pending={balance.pending}
          bank={data.internetBanking}
          cardPayments={settings.data?.paymentSettings.cardPayments ?? false}
          testConfirmUrl={settings.data?.paymentSettings.testConfirmUrl ?? null}
          returnPath={returnPath}
          onChange={() => account.refetch()}
        />
      ) : (
        <Callout.Root color="green" data-testid="paid-up">
          <Callout.Text>
            {describeCredit(balance, 'email registrations@improvfest.nz').join(' ') ||
              'You are all paid up. Thank you!'}
          </Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}

/**
 * While people are still ranking, the total is an estimate from every slot they ranked, and the
 * lottery may give them fewer workshops. Taking money now would mean refunds for most people, and
 * the registration copy promises nothing is charged until places are confirmed, so the ways to pay
 * wait until the lottery is published.
 */
function EstimateNotice({ outstanding }: { outstanding: number }) {
  return (
    <Callout.Root color="blue" data-testid="estimate-notice">
      <Callout.Text>
        <strong>This is an estimate.</strong> It assumes you get a place in every slot you ranked. After the
        lottery we’ll email you the workshops you got and the final amount
        {outstanding > 0 ? ', and you can pay here by card or internet banking' : ''}. Nothing is charged
        until then.
      </Callout.Text>
    </Callout.Root>
  );
}

type Account = NonNullable<PaymentAccountData['paymentAccount']>;

function PaymentRows({ account, priceRows }: { account: Account; priceRows: boolean }) {
  const { balance, payments } = account;
  return (
    <Table.Root variant="surface" aria-label="Payments">
      <Table.Body>
        {priceRows ? <PriceRows balance={balance} /> : <TotalRow balance={balance} />}
        {payments.map((payment) => (
          <Table.Row key={payment.id}>
            <Table.RowHeaderCell>
              <Flex gap="2" align="center">
                {PAYMENT_KIND_LABELS[payment.kind]}
                <Badge color={STATE_COLORS[payment.state]}>{PAYMENT_STATE_LABELS[payment.state]}</Badge>
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell justify="end">
              {payment.state === 'approved' ? (
                signedAmount(payment)
              ) : (
                <Text color="gray">{signedAmount(payment)}</Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
        <Table.Row>
          <Table.RowHeaderCell>
            <Text weight="bold">Total to pay</Text>
          </Table.RowHeaderCell>
          <Table.Cell justify="end">
            <Text weight="bold" data-testid="total-to-pay">
              {formatMoney(balance.outstanding)}
            </Text>
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

type Balance = Account['balance'];

/** Workshops, package discount and any donated discount: the price breakdown. */
function PriceRows({ balance }: { balance: Balance }) {
  return (
    <>
      <EstimatedRow
        label={`${balance.workshopsCount} ${balance.workshopsCount === 1 ? 'workshop' : 'workshops'}`}
        amount={balance.value}
        isEstimate={balance.isEstimate}
      />
      {balance.discount > 0 && (
        <Table.Row>
          <Table.RowHeaderCell>Package discount</Table.RowHeaderCell>
          <Table.Cell justify="end">{formatMoney(-balance.discount)}</Table.Cell>
        </Table.Row>
      )}
      {balance.donation > 0 && (
        <Table.Row>
          <Table.RowHeaderCell>Discount donated back to the festival</Table.RowHeaderCell>
          <Table.Cell justify="end">{formatMoney(balance.donation)}</Table.Cell>
        </Table.Row>
      )}
    </>
  );
}

/** One row for the registration's total, where the breakdown is shown elsewhere on the page. */
function TotalRow({ balance }: { balance: Balance }) {
  return <EstimatedRow label="Registration total" amount={balance.total} isEstimate={balance.isEstimate} />;
}

/** A row of money whose figure may be an estimate from rankings (then said under its label). */
function EstimatedRow({ label, amount, isEstimate }: { label: string; amount: number; isEstimate: boolean }) {
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        {label}
        {isEstimate && (
          <Text size="1" color="gray" as="div">
            An estimate from the workshops you ranked; the final price follows the places you get.
          </Text>
        )}
      </Table.RowHeaderCell>
      <Table.Cell justify="end">{formatMoney(amount)}</Table.Cell>
    </Table.Row>
  );
}

interface WaysToPayProps {
  registrationId?: string;
  outstanding: number;
  pending: number;
  bank: { accountName: string; accountNumber: string; reference: string };
  cardPayments: boolean;
  testConfirmUrl: string | null;
  returnPath: string;
  onChange: () => void;
}

function WaysToPay(props: WaysToPayProps) {
  if (!props.cardPayments) return <InternetBanking {...props} />;
  return (
    <Tabs.Root defaultValue="card">
      <Tabs.List aria-label="How to pay">
        <Tabs.Trigger value="card">Card</Tabs.Trigger>
        <Tabs.Trigger value="bank">Internet banking</Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="card">
          <CardPayment {...props} />
        </Tabs.Content>
        <Tabs.Content value="bank">
          <InternetBanking {...props} />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}

function InternetBanking({ registrationId, outstanding, pending, bank, onChange }: WaysToPayProps) {
  const [promise, { loading, data, error }] = useMutation(PromiseInternetBankingPaymentMutation);
  const result = data?.promiseInternetBankingPayment;
  const failure =
    error?.message ?? (result && result.__typename !== 'InternetBankingPayment' ? result.message : null);
  const promised = pending >= outstanding;
  return (
    <Card>
      <Heading as="h3" size="4" mb="3">
        Pay by internet banking
      </Heading>
      <Text as="p" mb="3">
        Transfer {formatMoney(outstanding)} to this account, with the reference below so we can match it.
      </Text>
      <DataList.Root mb="4">
        {(
          [
            ['Account name', bank.accountName],
            ['Account number', bank.accountNumber],
            ['Reference', bank.reference],
            ['Amount', formatMoney(outstanding)],
          ] as const
        ).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label>{label}</DataList.Label>
            <DataList.Value>
              <Flex gap="2" align="center">
                <Text>{value}</Text>
                <CopyButton
                  value={label === 'Amount' ? (outstanding / 100).toFixed(2) : value}
                  label={label}
                />
              </Flex>
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      {failure && (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      )}
      {promised ? (
        <Callout.Root color="blue">
          <Callout.Text>
            Thanks! We have emailed you these details and will confirm when your payment reaches our account.
          </Callout.Text>
        </Callout.Root>
      ) : (
        <Button
          loading={loading}
          onClick={async () => {
            await promise({ variables: { registrationId } });
            onChange();
          }}
        >
          I will pay by internet banking
        </Button>
      )}
    </Card>
  );
}

function CardPayment({ registrationId, outstanding, testConfirmUrl, returnPath, onChange }: WaysToPayProps) {
  const [create, { loading, data, error }] = useMutation(CreateCardPaymentIntentMutation);
  const [confirmed, setConfirmed] = useState(false);
  const intent = data?.createCardPaymentIntent;
  const failure =
    error?.message ?? (intent && intent.__typename !== 'CardPaymentIntent' ? intent.message : null);

  if (confirmed) {
    return (
      <Callout.Root color="green">
        <Callout.Text>
          Your card was accepted. The payment shows here as soon as Stripe confirms it.
        </Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Card>
      <Heading as="h3" size="4" mb="3">
        Pay by card
      </Heading>
      {failure && (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      )}
      {intent?.__typename === 'CardPaymentIntent' ? (
        <CardForm
          clientSecret={intent.clientSecret}
          publishableKey={intent.publishableKey}
          amount={intent.amount}
          returnUrl={new URL(returnPath, window.location.origin).toString()}
          testConfirmUrl={testConfirmUrl}
          onConfirmed={() => {
            setConfirmed(true);
            // The webhook usually lands within a second or two.
            setTimeout(onChange, 1500);
            setTimeout(onChange, 5000);
          }}
        />
      ) : (
        <Button loading={loading} onClick={() => create({ variables: { registrationId } })}>
          Pay {formatMoney(outstanding)} by card
        </Button>
      )}
    </Card>
  );
}
