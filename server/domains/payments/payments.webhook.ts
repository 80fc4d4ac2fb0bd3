import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { payments, registrations, stripeEvents } from '#server/db/schema/index';
import {
  CURRENCY,
  type GatewayPaymentIntent,
  type GatewayRefund,
  getPaymentGateway,
  type PaymentGateway,
} from '#server/lib/stripe';
import type { AppServices } from '#server/services/app-services';
import { INTENT_EXPECTED_AMOUNT, INTENT_PURPOSE, INTENT_REGISTRATION_ID } from './card-payments.service';
import { queuePaymentReceived } from './payment-emails';
import { applyStripeRefundState } from './refunds.service';

export const STRIPE_WEBHOOK_PATH = '/payments/webhook';

/**
 * Applies a PaymentIntent's current state (as fetched from Stripe) inside the webhook's
 * transaction. Each kind of purchase registers one under its `purpose` metadata value.
 */
export type IntentHandler = (
  tx: Database,
  intent: GatewayPaymentIntent,
  context: { now: Date; log: FastifyBaseLogger },
) => Promise<void>;

const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.succeeded',
]);
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed']);

export interface WebhookResult {
  status: number;
  body: { received: boolean; outcome: string } | { error: string };
}

/** Why an intent that Stripe calls succeeded cannot be approved as it stands, or null if it can. */
export function intentAmountProblem(intent: GatewayPaymentIntent): string | null {
  const expected = Number(intent.metadata[INTENT_EXPECTED_AMOUNT]);
  if (intent.currency !== CURRENCY) return `currency is ${intent.currency}, expected ${CURRENCY}`;
  if (!Number.isSafeInteger(expected)) return 'the intent does not say what amount was expected';
  if (intent.amountReceived !== intent.amount || intent.amountReceived !== expected) {
    return `received ${intent.amountReceived} cents, expected ${expected}`;
  }
  return null;
}

/**
 * A registration's card payment, recorded from the intent's state as Stripe reports it now. Only
 * a succeeded intent is recorded; anything else (processing, failed) the browser already showed.
 * The intent id is unique on payments, so however many events arrive, in whatever order, there is
 * one payment. An amount or currency that does not match what we asked for is recorded pending
 * with a note, for staff to look at, and never approved automatically.
 */
export const applyRegistrationIntent: IntentHandler = async (tx, intent, { now, log }) => {
  if (intent.status !== 'succeeded') return;
  const registrationId = Number(intent.metadata[INTENT_REGISTRATION_ID]);
  const [registration] = Number.isSafeInteger(registrationId)
    ? await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.id, registrationId))
    : [];
  if (!registration) {
    log.error({ paymentIntent: intent.id }, 'Succeeded payment intent names no known registration');
    return;
  }
  const problem = intentAmountProblem(intent);
  const [row] = await tx
    .insert(payments)
    .values({
      registrationId: registration.id,
      kind: 'CreditCardPayment',
      state: problem ? 'pending' : 'approved',
      amount: intent.amountReceived,
      reference: intent.id,
      stripePaymentIntentId: intent.id,
      note: problem ? `Flagged for review: ${problem}` : '',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payments.stripePaymentIntentId })
    .returning();
  if (problem) log.warn({ paymentIntent: intent.id, problem }, 'Card payment flagged for review');
  if (row?.state === 'approved') await queuePaymentReceived(tx, row, now);
};

function objectIds(event: { type: string; data: { object: unknown } }): {
  intentId?: string;
  refundId?: string;
} {
  // A signed event may still lack the object we expect (`data: {}`): the caller answers 400.
  const data = (event as { data?: unknown }).data;
  const candidate = data && typeof data === 'object' ? (data as { object?: unknown }).object : undefined;
  const object = (candidate && typeof candidate === 'object' ? candidate : {}) as {
    id?: unknown;
    payment_intent?: unknown;
  };
  if (event.type.startsWith('payment_intent.') && typeof object.id === 'string')
    return { intentId: object.id };
  if (event.type === 'charge.succeeded' && typeof object.payment_intent === 'string')
    return { intentId: object.payment_intent };
  if (REFUND_EVENTS.has(event.type) && typeof object.id === 'string') return { refundId: object.id };
  return {};
}

/** Stripe answered 404 (`resource_missing`): the id is not an object of this account. */
function isMissingAtStripe(error: unknown): boolean {
  const cause = (error as { cause?: { statusCode?: unknown; code?: unknown } } | null)?.cause;
  return cause?.statusCode === 404 || cause?.code === 'resource_missing';
}

/**
 * Handles one delivery to the webhook. Trusts only the signature and the ids in the event: the
 * state is fetched from Stripe, then applied with the event id in one transaction, so an event
 * delivered again (or concurrently) changes nothing the second time.
 */
export async function handleStripeWebhook(input: {
  db: Database;
  gateway: PaymentGateway | null;
  rawBody: Buffer | string;
  signature: string | undefined;
  now: Date;
  log: FastifyBaseLogger;
  intentHandlers: Record<string, IntentHandler>;
}): Promise<WebhookResult> {
  const { db, gateway, log } = input;
  if (!gateway) return { status: 404, body: { error: 'Card payments are not configured' } };
  let event: ReturnType<PaymentGateway['verifyWebhook']>;
  try {
    event = gateway.verifyWebhook(input.rawBody, input.signature);
  } catch (error) {
    log.warn({ err: error }, 'Rejected a Stripe webhook with a bad or missing signature');
    return { status: 400, body: { error: 'Invalid signature' } };
  }
  if (!INTENT_EVENTS.has(event.type) && !REFUND_EVENTS.has(event.type)) {
    return { status: 200, body: { received: true, outcome: 'ignored' } };
  }
  const [seen] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return { status: 200, body: { received: true, outcome: 'duplicate' } };

  const { intentId, refundId } = objectIds(event);
  if (!intentId && !refundId) {
    log.warn({ eventId: event.id, type: event.type }, 'Stripe webhook event without the object it names');
    return { status: 400, body: { error: 'The event has no payment intent or refund' } };
  }
  // Fetched before the transaction: a network call should not hold database locks.
  let intent: GatewayPaymentIntent | null = null;
  let refund: GatewayRefund | null = null;
  try {
    intent = intentId ? await gateway.retrievePaymentIntent(intentId) : null;
    refund = refundId ? await gateway.retrieveRefund(refundId) : null;
  } catch (error) {
    if (isMissingAtStripe(error)) {
      log.warn(
        { eventId: event.id, intentId, refundId },
        'Stripe webhook names an object Stripe does not know',
      );
      return { status: 200, body: { received: true, outcome: 'ignored' } };
    }
    // Stripe unreachable: 503 asks Stripe to deliver the event again later.
    log.error({ err: error, eventId: event.id }, 'Could not fetch the object of a Stripe webhook');
    return { status: 503, body: { error: 'Stripe could not be reached; please retry' } };
  }

  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        payload: { intentId: intentId ?? null, refundId: refundId ?? null },
        processedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { status: 200, body: { received: true, outcome: 'duplicate' } };
    if (intent) {
      const handler = input.intentHandlers[intent.metadata[INTENT_PURPOSE] ?? ''];
      if (!handler) {
        log.warn({ paymentIntent: intent.id }, 'Payment intent with no known purpose');
        return { status: 200, body: { received: true, outcome: 'unknown purpose' } };
      }
      await handler(tx, intent, { now: input.now, log });
    }
    if (refund) {
      const [ours] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.stripeRefundId, refund.id));
      if (ours)
        await applyStripeRefundState(tx, {
          refundPaymentId: ours.id,
          stripeRefundId: refund.id,
          status: refund.status,
          now: input.now,
        });
    }
    return { status: 200, body: { received: true, outcome: 'processed' } };
  });
}

/**
 * POST /payments/webhook. Stripe signs the exact bytes it sent, so this route (and only this one,
 * by Fastify's encapsulation) reads the body raw instead of parsing JSON.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  options: { services: AppServices; intentHandlers: Record<string, IntentHandler> },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const header = request.headers['stripe-signature'];
      const body = request.body;
      const result = await handleStripeWebhook({
        db: options.services.db,
        gateway: getPaymentGateway(options.services.env),
        rawBody: Buffer.isBuffer(body) ? body : '',
        signature: Array.isArray(header) ? header[0] : header,
        now: options.services.now(),
        log: request.log,
        intentHandlers: options.intentHandlers,
      });
      return reply.status(result.status).send(result.body);
    });
  });
}
