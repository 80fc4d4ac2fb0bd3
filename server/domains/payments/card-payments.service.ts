import type { Database } from '#server/db/client';
import type { Env } from '#server/env';
import { getPaymentGateway, type PaymentGateway, PaymentGatewayError } from '#server/lib/stripe';
import { NotFoundError } from '#server/services/errors';
import { CardPaymentsUnavailableError, NothingToPayError, PaymentProviderError } from './payments.errors';
import { canPayForRegistration } from './payments.policy';
import { findVisibleRegistration, getRegistrationBalance, type PayingScope } from './payments.queries';

/** Metadata keys written on every PaymentIntent we create; Stripe returns them to the webhook. */
export const INTENT_PURPOSE = 'purpose';
export const INTENT_EXPECTED_AMOUNT = 'expected_amount';
export const INTENT_REGISTRATION_ID = 'registration_id';

export function requireGateway(env: Env): PaymentGateway {
  const gateway = getPaymentGateway(env);
  if (!gateway) throw new CardPaymentsUnavailableError();
  return gateway;
}

export interface CardPaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  publishableKey: string;
}

/**
 * Asks Stripe for a PaymentIntent for what is outstanding. Nothing is recorded here: the payment
 * exists only once Stripe's signed webhook says the money arrived (see payments.webhook.ts).
 */
export async function createCardPaymentIntent(
  db: Database,
  scope: PayingScope,
  input: { registrationId?: number | null },
): Promise<CardPaymentIntent> {
  const gateway = requireGateway(scope.env);
  const festivalId = input.registrationId == null ? (scope.festival?.id ?? null) : null;
  const registration = await findVisibleRegistration(db, scope, { ...input, festivalId });
  if (!registration || !canPayForRegistration(scope.viewer, registration))
    throw new NotFoundError('Registration');
  const balance = await getRegistrationBalance(db, registration, scope.now);
  if (balance.outstanding <= 0) throw new NothingToPayError();
  // One intent per registration and amount, so reloading the page reuses it. What has already
  // been settled is part of the key, so owing the same amount again later (after adding a
  // workshop) gets a new intent rather than Stripe's stored answer for the paid one.
  const settled = balance.total - balance.balance;
  const idempotencyKey = `registration-${registration.id}-amount-${balance.outstanding}-settled-${settled}`;
  try {
    const intent = await gateway.createPaymentIntent({
      amount: balance.outstanding,
      description: `NZIF ${registration.festival.id} registration`,
      receiptEmail: registration.email,
      idempotencyKey,
      metadata: {
        [INTENT_PURPOSE]: 'registration',
        [INTENT_REGISTRATION_ID]: String(registration.id),
        [INTENT_EXPECTED_AMOUNT]: String(balance.outstanding),
      },
    });
    if (!intent.clientSecret) throw new PaymentGatewayError('Stripe returned no client secret');
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: intent.amount,
      publishableKey: gateway.publishableKey,
    };
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw new PaymentProviderError();
    throw error;
  }
}
