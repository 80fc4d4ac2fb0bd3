import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithStripe, type StripeTestApp } from '#server/test/stripe-app';

/** Issue 12 item 14: a correctly signed but odd Stripe event is answered 2xx or 400, never 500. */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createTestAppWithStripe();
});
afterAll(() => t?.close());

function signed(event: Record<string, unknown>) {
  const body = JSON.stringify({
    object: 'event',
    api_version: '2025-01-01',
    created: 1,
    livemode: false,
    ...event,
  });
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
    payload: body,
    secret: t.stripe.webhookSecret,
  });
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

describe('Stripe webhook with unexpected content [issue 12.14]', () => {
  it('answers 400 for an event with `data: {}` or no data, not 500', async () => {
    for (const [n, data] of [{}, undefined, { object: null }, { object: 'text' }].entries()) {
      for (const type of ['payment_intent.succeeded', 'charge.succeeded', 'refund.updated']) {
        const response = await signed({
          id: `evt_odd_${n}_${type}`,
          type,
          ...(data === undefined ? {} : { data }),
        });
        expect(response.statusCode, `${type} ${JSON.stringify(data)}`).toBe(400);
      }
    }
  });

  it('ignores an intent or refund Stripe does not know, with 200', async () => {
    for (const [type, object] of [
      ['payment_intent.succeeded', { id: 'pi_unknown_to_stripe', object: 'payment_intent' }],
      ['charge.succeeded', { id: 'ch_1', payment_intent: 'pi_unknown_either' }],
      ['refund.updated', { id: 're_unknown_to_stripe', object: 'refund' }],
    ] as const) {
      const response = await signed({ id: `evt_unknown_${type}`, type, data: { object } });
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toMatchObject({ received: true, outcome: 'ignored' });
    }
  });
});
