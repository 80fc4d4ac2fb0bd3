import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Grid,
  Heading,
  RadioCards,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  DEFAULT_CUSTOM_DONATION,
  DONATION_PRESETS,
  donationAmountProblem,
  ZDonationInput,
} from '#core/payments/donation';
import { formatMoney, tryParseMoney } from '#core/payments/money';
import { CardForm } from '#web/components/card-form';
import { ErrorCallout } from '#web/components/error-callout';
import { BankDonationDetails } from './bank-donation';
import { CreateDonationMutation, DonationSettingsQuery, PromiseDonationMutation } from './donation-queries';

type Problems = Partial<Record<'name' | 'email' | 'amount' | 'message', string>>;

const CUSTOM = 'custom';

/**
 * /donate: choose an amount (presets or custom), say who you are, then pay by card or promise an
 * internet banking transfer. A card donation counts once Stripe's signed webhook confirms it (the
 * page then goes to /donate/thanks); a transfer once staff see it arrive. Without Stripe keys the
 * card choice is not offered at all.
 */
export function DonateForm() {
  const settings = useQuery(DonationSettingsQuery);
  const [choice, setChoice] = useState<string>(String(DONATION_PRESETS[2]));
  const [custom, setCustom] = useState(formatMoney(DEFAULT_CUSTOM_DONATION).slice(1));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [create, { data, loading: starting, error: startError }] = useMutation(CreateDonationMutation);
  const [promise, promised] = useMutation(PromiseDonationMutation);
  const [method, setMethod] = useState<'card' | 'bank'>('card');

  const result = data?.createDonation;
  const promiseResult = promised.data?.promiseDonation;
  const loading = starting || promised.loading;
  const error = startError ?? promised.error;
  const amount = choice === CUSTOM ? tryParseMoney(custom) : Number(choice);
  // The same rule the server applies; the button only promises an amount that will be accepted.
  const amountProblem = donationAmountProblem(amount);
  const [customTouched, setCustomTouched] = useState(false);
  const cardPayments = settings.data?.paymentSettings.cardPayments;
  const byCard = cardPayments === true && method === 'card';

  if (promiseResult?.__typename === 'DonationPromise') return <BankDonationDetails promise={promiseResult} />;

  if (result?.__typename === 'DonationStart') {
    return (
      <Card size="3">
        <Heading as="h2" size="5" mb="3">
          Donate {formatMoney(result.donation.amount)}
        </Heading>
        <CardForm
          clientSecret={result.clientSecret}
          publishableKey={result.publishableKey}
          amount={result.donation.amount}
          returnUrl={new URL('/donate/thanks', window.location.origin).toString()}
          testConfirmUrl={settings.data?.paymentSettings.testConfirmUrl}
          onConfirmed={(paymentIntentId) => {
            window.location.assign(`/donate/thanks?payment_intent=${encodeURIComponent(paymentIntentId)}`);
          }}
        />
      </Card>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, email, amount: amount ?? Number.NaN, anonymous, message };
    const parsed = ZDonationInput.safeParse(input);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Problems;
        found[key] ??= key === 'amount' ? (amountProblem ?? issue.message) : issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    const outcome = byCard
      ? (await create({ variables: { input: parsed.data } })).data?.createDonation
      : (await promise({ variables: { input: parsed.data } })).data?.promiseDonation;
    if (outcome?.__typename === 'ValidationError') {
      setProblems(Object.fromEntries(outcome.problems.map((p) => [p.path[0] ?? 'amount', p.message])));
    }
  };

  const outcome = byCard ? result : promiseResult;
  const failure =
    error?.message ??
    (outcome && outcome.__typename !== 'ValidationError' && 'message' in outcome ? outcome.message : null);

  return (
    <form onSubmit={submit} aria-label="Donate" noValidate>
      <Flex direction="column" gap="4">
        <Box>
          <Text as="div" weight="bold" mb="2" id="amount-label">
            Amount
          </Text>
          <RadioCards.Root
            value={choice}
            onValueChange={setChoice}
            columns={{ initial: '2', sm: '4' }}
            aria-labelledby="amount-label"
          >
            {DONATION_PRESETS.map((preset) => (
              <RadioCards.Item key={preset} value={String(preset)}>
                {formatMoney(preset, { omitZeroCents: true })}
              </RadioCards.Item>
            ))}
            <RadioCards.Item value={CUSTOM}>Other amount</RadioCards.Item>
          </RadioCards.Root>
          {choice === CUSTOM && (
            <Box mt="2" maxWidth="12rem">
              <TextField.Root
                aria-label="Custom amount in dollars"
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                onBlur={() => setCustomTouched(true)}
                inputMode="decimal"
                aria-invalid={customTouched && amountProblem !== null}
                aria-describedby="amount-problem"
              >
                <TextField.Slot>$</TextField.Slot>
              </TextField.Root>
            </Box>
          )}
          <FieldProblem
            id="amount-problem"
            text={
              problems.amount ??
              (choice === CUSTOM && customTouched ? (amountProblem ?? undefined) : undefined)
            }
          />
        </Box>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <LabelledField id="donate-name" label="Name" problem={problems.name}>
            <TextField.Root
              id="donate-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
            />
          </LabelledField>
          <LabelledField id="donate-email" label="Email" problem={problems.email}>
            <TextField.Root
              id="donate-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
          </LabelledField>
        </Grid>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={anonymous} onCheckedChange={(checked) => setAnonymous(checked === true)} />
            Keep my donation anonymous
          </Flex>
        </Text>
        <LabelledField id="donate-message" label="Message (optional)" problem={problems.message}>
          <TextArea
            id="donate-message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={3}
          />
        </LabelledField>
        {cardPayments && (
          <Box>
            <Text as="div" weight="bold" mb="2" id="method-label">
              Pay by
            </Text>
            <RadioCards.Root
              value={method}
              onValueChange={(value) => setMethod(value === 'bank' ? 'bank' : 'card')}
              columns={{ initial: '1', sm: '2' }}
              aria-labelledby="method-label"
            >
              <RadioCards.Item value="card">Card</RadioCards.Item>
              <RadioCards.Item value="bank">Internet banking</RadioCards.Item>
            </RadioCards.Root>
          </Box>
        )}
        {cardPayments === false && (
          <Text as="p" size="2" color="gray">
            You pay by internet banking: we show the account and your reference next, and email them to you.
          </Text>
        )}
        {failure && <ErrorCallout>{failure}</ErrorCallout>}
        <Box>
          <Button type="submit" size="3" loading={loading} disabled={settings.loading && !settings.data}>
            {byCard ? 'Continue to payment' : 'Get the bank details'}
            {byCard && amount !== null && amountProblem === null ? ` of ${formatMoney(amount)}` : ''}
          </Button>
        </Box>
      </Flex>
    </form>
  );
}

function LabelledField({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box>
      <Text as="label" htmlFor={id} weight="bold" mb="1" style={{ display: 'block' }}>
        {label}
      </Text>
      {children}
      <FieldProblem text={problem} />
    </Box>
  );
}

function FieldProblem({ text, id }: { text?: string; id?: string }) {
  if (!text) return null;
  return (
    <Text as="p" size="2" color="red" mt="1" role="alert" id={id}>
      {text}
    </Text>
  );
}
