import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A loopback stand-in for the parts of Stripe's API the festival uses, so tests run the real
 * `stripe` SDK (STRIPE_API_BASE points it here): create and retrieve PaymentIntents, create and
 * retrieve refunds, with idempotency keys honoured. Tests move intents along (`succeedIntent`,
 * `failIntent`) and sign webhook events with the SDK's own `generateTestHeaderString`.
 *
 * For browser tests it also answers `POST /_test/confirm/<intent id>` (what Stripe.js would do
 * after a card is entered): it succeeds the intent and delivers signed webhook events to
 * `webhookUrl`. That route exists only here, never in the app.
 */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  latest_charge: string | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
  created: number;
}

export interface StripeFake {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Env for createTestApp / the server. */
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  /** Requests received, for asserting what the app asked for. */
  requests: Array<{ method: string; path: string; params: Record<string, unknown>; idempotencyKey?: string }>;
  succeedIntent(id: string, change?: { amountReceived?: number; currency?: string }): FakeIntent;
  /**
   * Changes an intent's amount before it is paid, as Stripe's update API (`POST
   * /v1/payment_intents/:id`, also served here) lets anyone with the account's secret key do.
   */
  updateIntent(id: string, change: { amount: number }): FakeIntent;
  failIntent(id: string, message?: string): FakeIntent;
  /** An event as Stripe would send it, with a fresh event id unless one is given. */
  event(type: string, object: object, id?: string): { id: string; body: string; signature: string };
  /** Where `/_test/confirm` delivers webhooks (browser tests). */
  webhookUrl: string | null;
  close(): Promise<void>;
}

let counter = 0;
const nextId = (prefix: string) =>
  `${prefix}_fake${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(3).toString('hex')}`;

/** Stripe's form encoding: `metadata[key]=value`, `automatic_payment_methods[enabled]=true`. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (match) {
      const [, outer = '', inner = ''] = match;
      const nested = (result[outer] as Record<string, string> | undefined) ?? {};
      nested[inner] = value;
      result[outer] = nested;
    } else {
      result[key] = value;
    }
  }
  return result;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startStripeFake(
  options: { webhookUrl?: string; port?: number } = {},
): Promise<StripeFake> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const publishableKey = `pk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const idempotent = new Map<string, unknown>();
  const requests: StripeFake['requests'] = [];

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    response.end(JSON.stringify(body));
  };
  const stripeError = (
    response: ServerResponse,
    status: number,
    message: string,
    type = 'invalid_request_error',
  ) => send(response, status, { error: { type, message } });

  const createIntent = (params: Record<string, unknown>): FakeIntent => {
    const id = nextId('pi');
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_received: 0,
      currency: String(params.currency ?? 'nzd'),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      description: (params.description as string | undefined) ?? null,
      receipt_email: (params.receipt_email as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      last_payment_error: null,
      latest_charge: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  };

  const refundedSoFar = (intentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId && refund.status !== 'failed')
      .reduce((total, refund) => total + refund.amount, 0);

  const fake: StripeFake = {
    url: '',
    secretKey,
    publishableKey,
    webhookSecret,
    env: {},
    intents,
    refunds,
    requests,
    webhookUrl: options.webhookUrl ?? null,
    succeedIntent(id, change = {}) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = change.amountReceived ?? intent.amount;
      if (change.currency) intent.currency = change.currency;
      intent.latest_charge = nextId('ch');
      return intent;
    },
    updateIntent(id, change) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No intent ${id}`);
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw new Error(`Intent ${id} is ${intent.status}: its amount can no longer change`);
      intent.amount = change.amount;
      return intent;
    },
    failIntent(id, message = 'Your card was declined.') {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No intent ${id}`);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message };
      return intent;
    },
    event(type, object, id = nextId('evt')) {
      const body = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      return {
        id,
        body,
        signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const deliver = async (type: string, object: object) => {
    if (!fake.webhookUrl) return;
    const event = fake.event(type, object);
    await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    });
  };

  const server: Server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      const params = request.method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(body);
      const key = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(key) ? key[0] : key;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params, idempotencyKey });

      const confirm = /^\/_test\/confirm\/(pi_[A-Za-z0-9_]+)$/.exec(url.pathname);
      if (confirm && request.method === 'POST') {
        // Browser tests only: what Stripe.js and Stripe do after a good card is entered.
        response.setHeader('access-control-allow-origin', '*');
        const intent = fake.succeedIntent(confirm[1] ?? '');
        await deliver('payment_intent.succeeded', intent);
        return send(response, 200, intent);
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
        });
        return response.end();
      }

      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return stripeError(response, 401, 'Invalid API Key provided', 'authentication_error');
      }
      const replay =
        idempotencyKey && request.method === 'POST'
          ? idempotent.get(`${url.pathname}:${idempotencyKey}`)
          : undefined;
      if (replay) return send(response, 200, replay);
      const remember = (value: unknown) => {
        if (idempotencyKey && request.method === 'POST')
          idempotent.set(`${url.pathname}:${idempotencyKey}`, value);
        return send(response, 200, value);
      };

      if (url.pathname === '/v1/payment_intents' && request.method === 'POST') {
        const amount = Number(params.amount);
        if (!Number.isSafeInteger(amount) || amount < 50)
          return stripeError(response, 400, 'Amount must be at least 50 cents');
        return remember(createIntent(params));
      }
      const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (intentPath && request.method === 'GET') {
        const intent = intents.get(intentPath[1] ?? '');
        return intent ? send(response, 200, intent) : stripeError(response, 404, 'No such payment_intent');
      }
      if (intentPath && request.method === 'POST') {
        const intent = intents.get(intentPath[1] ?? '');
        if (!intent) return stripeError(response, 404, 'No such payment_intent');
        const amount = params.amount === undefined ? intent.amount : Number(params.amount);
        if (!Number.isSafeInteger(amount) || amount < 50)
          return stripeError(response, 400, 'Amount must be at least 50 cents');
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return stripeError(
            response,
            400,
            `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
          );
        return remember(fake.updateIntent(intent.id, { amount }));
      }
      if (url.pathname === '/v1/refunds' && request.method === 'POST') {
        const intent = intents.get(String(params.payment_intent));
        if (intent?.status !== 'succeeded')
          return stripeError(response, 400, 'This PaymentIntent has no successful charge');
        const amount = Number(params.amount ?? intent.amount_received - refundedSoFar(intent.id));
        if (amount > intent.amount_received - refundedSoFar(intent.id)) {
          return stripeError(
            response,
            400,
            `Refund amount (${amount}) is greater than unrefunded amount on charge`,
          );
        }
        const refund: FakeRefund = {
          id: nextId('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
          metadata: (params.metadata as Record<string, string> | undefined) ?? {},
          created: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        return remember(refund);
      }
      const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
      if (refundPath && request.method === 'GET') {
        const refund = refunds.get(refundPath[1] ?? '');
        return refund ? send(response, 200, refund) : stripeError(response, 404, 'No such refund');
      }
      return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname})`);
    } catch (error) {
      return stripeError(response, 500, error instanceof Error ? error.message : 'fake failed', 'api_error');
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.env = {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: fake.url,
  };
  return fake;
}
