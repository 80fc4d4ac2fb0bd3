import { type StripeFake, startStripeFake } from './fakes/stripe-fake';
import { createTestApp, type TestApp } from './harness';

export interface StripeTestApp extends TestApp {
  /** The fake Stripe server this app's Stripe client talks to. */
  stripe: StripeFake;
}

/** A test app whose Stripe client talks to its own fake Stripe server; closing the app stops both. */
export async function createTestAppWithStripe(
  envOverrides: Record<string, string> = {},
): Promise<StripeTestApp> {
  const stripe = await startStripeFake();
  let app: TestApp;
  try {
    app = await createTestApp({ ...stripe.env, ...envOverrides });
  } catch (error) {
    await stripe.close();
    throw error;
  }
  return {
    ...app,
    stripe,
    async close() {
      try {
        await app.close();
      } finally {
        await stripe.close();
      }
    },
  };
}
