import { Button, Flex, Text } from '@radix-ui/themes';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The /pure entry loads Stripe.js only when a card form is shown, not on every page.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useMemo, useState } from 'react';
import { formatMoney } from '#core/payments/money';
import { ErrorCallout } from './error-callout';

export interface CardFormProps {
  clientSecret: string;
  publishableKey: string;
  amount: number;
  /** Where Stripe sends the browser after a redirect-based method; gets `?payment_intent=…`. */
  returnUrl: string;
  /** Set only when the server talks to the loopback Stripe fake (browser tests). */
  testConfirmUrl?: string | null;
  /** Called when the card was accepted without leaving the page. */
  onConfirmed: (paymentIntentId: string) => void;
}

/** A PaymentIntent's client secret is `<intent id>_secret_<secret>`. */
export function paymentIntentIdFromSecret(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

/**
 * Card payment with Stripe's Payment Element. The server records the payment only from Stripe's
 * signed webhook, so "confirmed" here means Stripe accepted the card, not that it is recorded yet.
 */
export function CardForm(props: CardFormProps) {
  if (props.testConfirmUrl) return <TestCardForm {...props} testConfirmUrl={props.testConfirmUrl} />;
  return <StripeCardForm {...props} />;
}

function StripeCardForm(props: CardFormProps) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentElementForm {...props} />
    </Elements>
  );
}

function PaymentElementForm({ amount, returnUrl, onConfirmed }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setBusy(false);
    // Failures are shown here, on screen, in Stripe's words (declined, expired, …).
    if (result.error) setError(result.error.message ?? 'The payment did not go through.');
    else if (result.paymentIntent) onConfirmed(result.paymentIntent.id);
  };

  return (
    <form onSubmit={submit} aria-label="Card payment">
      <Flex direction="column" gap="3">
        <PaymentElement />
        {error && <ErrorCallout>{error}</ErrorCallout>}
        <Button type="submit" size="3" disabled={!stripe || busy} loading={busy}>
          Pay {formatMoney(amount)}
        </Button>
      </Flex>
    </form>
  );
}

/**
 * TEST SEAM (docs/decisions/*-stripe-test-seam.md): stands in for the Payment Element when the
 * server is wired to the loopback Stripe fake, because Stripe.js cannot load without the internet.
 * It asks the fake to confirm the intent (the fake then sends the signed webhook, as Stripe would)
 * and goes to the return address like Stripe's redirect. Never shown against real Stripe.
 */
function TestCardForm({
  clientSecret,
  amount,
  returnUrl,
  testConfirmUrl,
  onConfirmed,
}: CardFormProps & { testConfirmUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paymentIntentId = paymentIntentIdFromSecret(clientSecret);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`${testConfirmUrl}/${paymentIntentId}`, { method: 'POST' });
      if (!response.ok) throw new Error(`The test card was refused (${response.status})`);
      const target = new URL(returnUrl, window.location.origin);
      if (target.pathname === window.location.pathname) onConfirmed(paymentIntentId);
      else {
        target.searchParams.set('payment_intent', paymentIntentId);
        window.location.assign(target.toString());
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The payment did not go through.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" gap="3" aria-label="Card payment">
      <Text size="2" color="gray">
        Test card (Stripe is replaced by a local fake)
      </Text>
      {error && <ErrorCallout>{error}</ErrorCallout>}
      <Button type="button" size="3" onClick={pay} loading={busy}>
        Pay {formatMoney(amount)}
      </Button>
    </Flex>
  );
}
