import Stripe from 'stripe';
import type { Env } from '#server/env';

/** The currency of every amount the festival takes. */
export const CURRENCY = 'nzd';

/** What we read from a PaymentIntent: always fetched from Stripe, never taken from a webhook body. */
export interface GatewayPaymentIntent {
  id: string;
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  lastError: string | null;
}

export interface GatewayRefund {
  id: string;
  status: string;
  amount: number;
  paymentIntentId: string | null;
}

/** The part of Stripe the festival uses, so services depend on this shape rather than the SDK. */
export interface PaymentGateway {
  publishableKey: string;
  createPaymentIntent(input: {
    amount: number;
    description: string;
    metadata: Record<string, string>;
    receiptEmail?: string;
    idempotencyKey: string;
  }): Promise<GatewayPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent>;
  retrieveRefund(id: string): Promise<GatewayRefund>;
  createRefund(input: {
    paymentIntentId: string;
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<GatewayRefund>;
  /** Verifies the signature over the raw body; throws on anything that does not check out. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): Stripe.Event;
}

export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

function toIntent(intent: Stripe.PaymentIntent): GatewayPaymentIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    amountReceived: intent.amount_received,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

function toRefund(refund: Stripe.Refund): GatewayRefund {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    status: refund.status ?? 'pending',
    amount: refund.amount,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** Wraps SDK failures so callers see one error type with a message safe to log. */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new PaymentGatewayError(`Stripe ${what} failed: ${message}`, error);
  }
}

/**
 * Browser tests only (docs/decisions/*-stripe-test-seam.md): Stripe.js cannot load offline, so
 * when the API is pointed at a loopback fake the page is told the fake's confirm address and shows
 * a test card button instead of the Payment Element. A real deployment never points STRIPE_API_BASE
 * at a loopback host, so there this is always null.
 */
export function stripeTestConfirmUrl(env: Env): string | null {
  if (!env.STRIPE_API_BASE) return null;
  const base = new URL(env.STRIPE_API_BASE);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) return null;
  return new URL('/_test/confirm', base).toString();
}

const gateways = new WeakMap<Env, PaymentGateway | null>();

/**
 * The Stripe gateway for this configuration, or null when the keys are not all set: then the card
 * option is hidden and every other way to pay still works. STRIPE_API_BASE points the real SDK at
 * another host (the loopback fake the API tests start).
 */
export function getPaymentGateway(env: Env): PaymentGateway | null {
  if (gateways.has(env)) return gateways.get(env) ?? null;
  const gateway = createPaymentGateway(env);
  gateways.set(env, gateway);
  return gateway;
}

function createPaymentGateway(env: Env): PaymentGateway | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const stripe = new Stripe(STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  return {
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    createPaymentIntent: (input) =>
      call('create payment intent', async () =>
        toIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amount,
              currency: CURRENCY,
              description: input.description,
              metadata: input.metadata,
              receipt_email: input.receiptEmail,
              automatic_payment_methods: { enabled: true },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    retrievePaymentIntent: (id) =>
      call('retrieve payment intent', async () => toIntent(await stripe.paymentIntents.retrieve(id))),
    retrieveRefund: (id) => call('retrieve refund', async () => toRefund(await stripe.refunds.retrieve(id))),
    createRefund: (input) =>
      call('create refund', async () =>
        toRefund(
          await stripe.refunds.create(
            { payment_intent: input.paymentIntentId, amount: input.amount, metadata: input.metadata },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    verifyWebhook: (rawBody, signature) => {
      if (!signature) throw new PaymentGatewayError('Missing Stripe-Signature header');
      return stripe.webhooks.constructEvent(rawBody, signature, STRIPE_WEBHOOK_SECRET);
    },
  };
}
