import { asc, count, desc, eq, sum } from 'drizzle-orm';
import { PAYMENT_STATES, type PaymentState } from '#core/payments/balance';
import { type TDonationInput, ZDonationInput } from '#core/payments/donation';
import { centsToDecimal } from '#core/payments/money';
import type { Database } from '#server/db/client';
import { donations } from '#server/db/schema/index';
import { type RateLimit, takeHit } from '#server/domains/auth/index';
import {
  CardPaymentsUnavailableError,
  INTENT_EXPECTED_AMOUNT,
  INTENT_PURPOSE,
  type IntentHandler,
  intentAmountProblem,
  PaymentProviderError,
  requirePaymentsStaff,
} from '#server/domains/payments/index';
import { getSettingValue } from '#server/domains/settings/index';
import type { Env } from '#server/env';
import { toCsv } from '#server/lib/csv';
import { type CsvExport, type CsvTable, queryText } from '#server/lib/csv-export-route';
import { getPaymentGateway, PaymentGatewayError } from '#server/lib/stripe';
import { parseInput } from '#server/services/parse-input';
import type { ViewerScope } from '#server/services/scope';
import { queueDonationEmails } from './donation-emails';
import { DonationsClosedError } from './donations.errors';

export type DonationRow = typeof donations.$inferSelect;

export const DONATION_ID = 'donation_id';

/**
 * Starting a donation needs no login and creates a Stripe PaymentIntent, so one address may start
 * only so many an hour: generous for a person retrying a card, a wall for a script.
 */
export const DONATION_LIMITS = {
  perAddress: { bucket: 'donation:ip', limit: 10, windowMs: 60 * 60_000, what: 'donation attempts' },
} satisfies Record<string, RateLimit>;

/**
 * A visitor (no login needed) starts a donation: a pending row and a Stripe PaymentIntent for it.
 * It becomes approved only when Stripe's signed webhook reports the money (applyDonationIntent).
 */
export async function createDonation(
  db: Database,
  { env, ip, now }: ViewerScope & { env: Env; ip: string },
  input: { donation: unknown },
): Promise<{ donation: DonationRow; clientSecret: string; publishableKey: string }> {
  // Staff can pause donations (the donationsOpen setting); the page says so, and so does the API.
  if (!(await getSettingValue(db, 'donationsOpen'))) throw new DonationsClosedError();
  const gateway = getPaymentGateway(env);
  if (!gateway) throw new CardPaymentsUnavailableError();
  const fields: TDonationInput = parseInput(ZDonationInput, input.donation);
  // Counted once the input is valid: a donor fixing a typo in the form is not using up attempts.
  await takeHit(db, DONATION_LIMITS.perAddress, ip, now);
  const [donation] = await db
    .insert(donations)
    .values({ ...fields, state: 'pending', createdAt: now, updatedAt: now })
    .returning();
  if (!donation) throw new Error('Insert returned no donation');
  try {
    const intent = await gateway.createPaymentIntent({
      amount: donation.amount,
      description: 'Donation to the New Zealand Improv Festival',
      receiptEmail: donation.email,
      // One intent per donation row, however often the request is retried.
      idempotencyKey: `donation-${donation.id}`,
      metadata: {
        [INTENT_PURPOSE]: 'donation',
        [DONATION_ID]: String(donation.id),
        [INTENT_EXPECTED_AMOUNT]: String(donation.amount),
      },
    });
    if (!intent.clientSecret) throw new PaymentGatewayError('Stripe returned no client secret');
    const [saved] = await db
      .update(donations)
      .set({ stripePaymentIntentId: intent.id, updatedAt: now })
      .where(eq(donations.id, donation.id))
      .returning();
    return {
      donation: saved ?? donation,
      clientSecret: intent.clientSecret,
      publishableKey: gateway.publishableKey,
    };
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    await db.update(donations).set({ state: 'failed', updatedAt: now }).where(eq(donations.id, donation.id));
    throw new PaymentProviderError();
  }
}

/**
 * Webhook handler for donation intents. Approves the donation when Stripe says the intent
 * succeeded for exactly the donated amount in NZD, then queues the receipt and the staff notice;
 * their dedupe keys (and the pending → approved guard) make them go once, however many events come.
 * A mismatch leaves the donation pending for staff, with no receipt.
 */
export function createDonationIntentHandler(env: Env): IntentHandler {
  return async (tx, intent, { now, log }) => {
    if (intent.status !== 'succeeded') return;
    const [donation] = await tx
      .select()
      .from(donations)
      .where(eq(donations.stripePaymentIntentId, intent.id))
      .for('update');
    if (!donation) {
      log.error({ paymentIntent: intent.id }, 'Succeeded donation intent matches no donation');
      return;
    }
    const problem =
      intentAmountProblem(intent) ??
      (intent.amountReceived !== donation.amount ? 'amount differs from the donation' : null);
    if (problem) {
      log.warn({ paymentIntent: intent.id, donation: donation.id, problem }, 'Donation flagged for review');
      return;
    }
    if (donation.state !== 'pending') return;
    const [approved] = await tx
      .update(donations)
      .set({ state: 'approved', receiptSentAt: now, updatedAt: now })
      .where(eq(donations.id, donation.id))
      .returning();
    if (approved) await queueDonationEmails(tx, env, approved);
  };
}

/** What /donate/thanks shows: looked up by the intent id Stripe put in the return address. */
export async function findDonationByPaymentIntent(
  db: Database,
  paymentIntentId: string,
): Promise<DonationRow | null> {
  if (!/^pi_[A-Za-z0-9_]+$/.test(paymentIntentId)) return null;
  const [row] = await db.select().from(donations).where(eq(donations.stripePaymentIntentId, paymentIntentId));
  return row ?? null;
}

export async function findDonation(
  db: Database,
  scope: ViewerScope,
  { id }: { id: number },
): Promise<DonationRow | null> {
  requirePaymentsStaff(scope);
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row ?? null;
}

export interface DonationFilter {
  state?: PaymentState | null;
}

export function listDonations(
  db: Database,
  scope: ViewerScope,
  filter: DonationFilter & { limit?: number; offset?: number },
): Promise<DonationRow[]> {
  requirePaymentsStaff(scope);
  return db
    .select()
    .from(donations)
    .where(filter.state ? eq(donations.state, filter.state) : undefined)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(filter.limit ?? 200)
    .offset(filter.offset ?? 0);
}

export async function donationTotals(
  db: Database,
  scope: ViewerScope,
): Promise<Array<{ state: PaymentState; count: number; amount: number }>> {
  requirePaymentsStaff(scope);
  const rows = await db
    .select({ state: donations.state, count: count(), amount: sum(donations.amount) })
    .from(donations)
    .groupBy(donations.state)
    .orderBy(asc(donations.state));
  return rows.map((row) => ({ ...row, amount: Number(row.amount ?? 0) }));
}

/** The donations as a CSV table (streamed by /api/exports/donations.csv). */
export async function donationsCsvTable(
  db: Database,
  scope: ViewerScope,
  filter: DonationFilter,
): Promise<CsvTable> {
  const rows = await listDonations(db, scope, { ...filter, limit: 100_000 });
  return {
    header: [
      'id',
      'created_at',
      'state',
      'amount_cents',
      'amount',
      'name',
      'email',
      'anonymous',
      'message',
      'method',
      'reference',
      'stripe_payment_intent',
    ],
    rows: rows.map((row) => [
      row.id,
      row.createdAt,
      row.state,
      row.amount,
      centsToDecimal(row.amount),
      row.name,
      row.email,
      row.anonymous ? 'yes' : 'no',
      row.message,
      row.method,
      row.reference,
      row.stripePaymentIntentId,
    ]),
  };
}

export async function donationsCsv(
  db: Database,
  scope: ViewerScope,
  filter: DonationFilter,
): Promise<string> {
  const { header, rows } = await donationsCsvTable(db, scope, filter);
  return toCsv(header, [...rows]);
}

/** GET /api/exports/donations.csv?state=… (issue 32): the donationsCsv query's file, streamed; payments staff. */
export const donationsCsvExport: CsvExport = {
  path: 'donations.csv',
  permission: 'payments',
  build: async ({ viewer, query, services }) => {
    const state = queryText(query, 'state');
    if (state !== null && !(PAYMENT_STATES as readonly string[]).includes(state))
      return { status: 400, error: 'Unknown state' };
    const table = await donationsCsvTable(
      services.db,
      { viewer, now: services.now() },
      { state: state as PaymentState | null },
    );
    return { filename: 'donations.csv', ...table };
  },
};
