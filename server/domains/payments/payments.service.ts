import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import {
  type Balance,
  bankReference,
  calculateBalance,
  type PaymentKind,
  type PaymentState,
  refundableAmount,
  voucherValue,
} from '#core/payments/balance';
import { formatMoney } from '#core/payments/money';
import { festivalPhase, isPreferencePhase } from '#core/registrations/phase';
import { placementWorkshopCount, preferenceWorkshopCount } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import {
  festivals,
  payments,
  placements,
  preferences,
  profiles,
  registrations,
  sessions,
  users,
} from '#server/db/schema/index';
import { getCurrentFestival } from '#server/domains/festival/index';
import { queueEmail } from '#server/lib/mail/index';
import type { Env } from '#server/env';
import { NotFoundError, ValidationError } from '#server/graphql/errors';
import { getPaymentGateway, type PaymentGateway, PaymentGatewayError } from '#server/lib/stripe';
import {
  CardPaymentsUnavailableError,
  NothingToPayError,
  PaymentProviderError,
  PaymentStateError,
  RefundTooLargeError,
} from './payments.errors';
import { canManagePayments, canPayForRegistration, canSeeRegistrationPayments } from './payments.policy';
import { recordAudit } from '#server/lib/audit';
import { toCsv } from '#server/lib/csv';

export { csvField, toCsv } from '#server/lib/csv';

export type PaymentRow = typeof payments.$inferSelect;
type FestivalRow = typeof festivals.$inferSelect;

interface Actor {
  id: number;
  email: string;
  permissions: readonly string[];
}

/** What payments need to know about a registration: its owner, their name and email, the festival. */
export interface PaymentRegistration {
  id: number;
  userId: number;
  donateDiscount: boolean;
  name: string;
  email: string;
  festival: FestivalRow;
}

/** Metadata keys written on every PaymentIntent we create; Stripe returns them to the webhook. */
export const INTENT_PURPOSE = 'purpose';
export const INTENT_EXPECTED_AMOUNT = 'expected_amount';
export const INTENT_REGISTRATION_ID = 'registration_id';

// ---------------------------------------------------------------------------------------------
// Reading

export async function findPaymentRegistration(
  db: Database,
  registrationId: number,
): Promise<PaymentRegistration | null> {
  const [row] = await db
    .select({
      id: registrations.id,
      userId: registrations.userId,
      donateDiscount: registrations.donateDiscount,
      email: users.email,
      name: profiles.name,
      festival: festivals,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(festivals, eq(festivals.id, registrations.festivalId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .where(eq(registrations.id, registrationId));
  return row ? { ...row, name: row.name ?? row.email } : null;
}

/**
 * The registration as the viewer may see it: `not yours` and `not found` look the same. Without an
 * id, the viewer's own registration for the given festival.
 */
export async function findVisibleRegistration(
  db: Database,
  input: { viewer: Actor | null; registrationId?: number | null; festivalId?: number | null },
): Promise<PaymentRegistration | null> {
  const { viewer } = input;
  if (!viewer) return null;
  let id = input.registrationId ?? null;
  if (id === null) {
    if (input.festivalId == null) return null;
    const [own] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.userId, viewer.id), eq(registrations.festivalId, input.festivalId)));
    id = own?.id ?? null;
  }
  if (id === null || !Number.isSafeInteger(id)) return null;
  const registration = await findPaymentRegistration(db, id);
  return registration && canSeeRegistrationPayments(viewer, registration) ? registration : null;
}

export function listRegistrationPayments(db: Database, registrationId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.registrationId, registrationId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Workshops charged for: places held, or (while ranking) the slots ranked, as an estimate. */
async function workshopsForBalance(
  db: Database,
  registration: PaymentRegistration,
  now: Date,
): Promise<{ count: number; isEstimate: boolean }> {
  // The same rule as registrations' cart: ranked slots while preferences are what exist.
  if (!isPreferencePhase(festivalPhase(registration.festival, now))) {
    const placed = await db
      .select({ startsAt: sessions.startsAt, endsAt: sessions.endsAt })
      .from(placements)
      .innerJoin(sessions, eq(sessions.id, placements.sessionId))
      .where(eq(placements.registrationId, registration.id));
    return { count: placementWorkshopCount(placed), isEstimate: false };
  }
  const ranked = await db
    .select({ startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(preferences)
    .innerJoin(sessions, eq(sessions.id, preferences.sessionId))
    .where(eq(preferences.registrationId, registration.id));
  return { count: preferenceWorkshopCount(ranked), isEstimate: true };
}

/** The registration's balance, from core's one calculation. */
export async function getRegistrationBalance(
  db: Database,
  registration: PaymentRegistration,
  now: Date,
  rows?: readonly PaymentRow[],
): Promise<Balance> {
  const [workshops, paymentRows] = await Promise.all([
    workshopsForBalance(db, registration, now),
    rows ?? listRegistrationPayments(db, registration.id),
  ]);
  return calculateBalance({
    pricing: registration.festival,
    workshopsCount: workshops.count,
    isEstimate: workshops.isEstimate,
    donateDiscount: registration.donateDiscount,
    payments: paymentRows,
  });
}

export function internetBankingDetails(env: Env, registration: PaymentRegistration) {
  return {
    accountName: env.BANK_ACCOUNT_NAME,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
    reference: bankReference(registration.name, registration.festival.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Participants: card intents and internet banking promises (never approved payments)

function requireGateway(env: Env): PaymentGateway {
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
  input: { env: Env; viewer: Actor | null; registrationId?: number | null; now: Date },
): Promise<CardPaymentIntent> {
  const gateway = requireGateway(input.env);
  const festivalId = input.registrationId == null ? await currentFestivalId(db, input.now) : null;
  const registration = await findVisibleRegistration(db, { ...input, festivalId });
  if (!registration || !canPayForRegistration(input.viewer, registration))
    throw new NotFoundError('Registration');
  const balance = await getRegistrationBalance(db, registration, input.now);
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

async function currentFestivalId(db: Database, now: Date): Promise<number | null> {
  return (await getCurrentFestival(db, now))?.id ?? null;
}

/**
 * The participant promises to pay what is outstanding by internet banking: a pending payment staff
 * approve when the money shows on the bank statement. A second promise while one is pending
 * returns the first rather than doubling the debt.
 */
export async function promiseInternetBankingPayment(
  db: Database,
  input: { env: Env; viewer: Actor | null; registrationId?: number | null; now: Date },
): Promise<PaymentRow> {
  const festivalId = input.registrationId == null ? await currentFestivalId(db, input.now) : null;
  const registration = await findVisibleRegistration(db, { ...input, festivalId });
  const viewer = input.viewer;
  if (!registration || !viewer || !canPayForRegistration(viewer, registration))
    throw new NotFoundError('Registration');
  const payment = await db.transaction(async (tx) => {
    // Serialise promises for one registration so two clicks cannot make two.
    await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, registration.id))
      .for('update');
    const rows = await listRegistrationPayments(tx, registration.id);
    const existing = rows.find((row) => row.kind === 'InternetBankingPayment' && row.state === 'pending');
    const balance = await getRegistrationBalance(tx, registration, input.now, rows);
    const amount = balance.outstanding - balance.pending;
    if (amount <= 0) {
      if (existing) return { row: existing, created: false };
      throw new NothingToPayError();
    }
    const [row] = await tx
      .insert(payments)
      .values({
        registrationId: registration.id,
        kind: 'InternetBankingPayment',
        state: 'pending',
        amount,
        reference: bankReference(registration.name, registration.festival.id),
        createdById: viewer.id,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('Insert returned no payment');
    const bank = internetBankingDetails(input.env, registration);
    await queueEmail(tx, {
      kind: 'internet-banking-instructions',
      to: registration.email,
      subject: `NZIF ${registration.festival.id}: how to pay by internet banking`,
      text: [
        `Kia ora ${registration.name},`,
        '',
        `Thank you for registering for NZIF ${registration.festival.id}. Please pay ${formatMoney(amount)} to:`,
        '',
        `  Account name: ${bank.accountName}`,
        `  Account number: ${bank.accountNumber}`,
        `  Reference: ${bank.reference}`,
        '',
        'We will email you when the payment reaches our account.',
      ].join('\n'),
      dedupeKey: `internet-banking-instructions:${row.id}`,
    });
    return { row, created: true };
  });
  return payment.row;
}

// ---------------------------------------------------------------------------------------------
// Staff: approve, cancel, record, vouchers, refunds

function requireStaff(viewer: Actor | null): Actor {
  // The schema's scope is the gate; this keeps the service safe when called from elsewhere.
  if (!viewer || !canManagePayments(viewer)) throw new NotFoundError('Payment');
  return viewer;
}

async function lockPayment(tx: Database, paymentId: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row) throw new NotFoundError('Payment');
  return row;
}

export async function queuePaymentReceived(db: Database, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.kind !== 'CreditCardPayment' && payment.kind !== 'InternetBankingPayment') return;
  const registration = await findPaymentRegistration(db, payment.registrationId);
  if (!registration) return;
  const balance = await getRegistrationBalance(db, registration, now);
  await queueEmail(db, {
    kind: 'payment-received',
    to: registration.email,
    subject: `NZIF ${registration.festival.id}: payment received`,
    text: [
      `Kia ora ${registration.name},`,
      '',
      `We have received your ${payment.kind === 'CreditCardPayment' ? 'card' : 'internet banking'} payment of ${formatMoney(payment.amount)}.`,
      balance.outstanding > 0
        ? `Still to pay: ${formatMoney(balance.outstanding)}.`
        : 'You are all paid up. Thank you!',
    ].join('\n'),
    dedupeKey: `payment-received:${payment.id}`,
  });
}

/** Staff approve a pending payment (an internet banking promise, or a card payment flagged for review). */
export async function approvePayment(
  db: Database,
  input: { viewer: Actor | null; paymentId: number; now: Date },
): Promise<PaymentRow> {
  const viewer = requireStaff(input.viewer);
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (payment.state !== 'pending')
      throw new PaymentStateError(`Only pending payments can be approved; this one is ${payment.state}.`);
    const [owner] = await tx
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.id, payment.registrationId));
    if (owner?.userId === viewer.id) throw new PaymentStateError(OWN_REGISTRATION);
    // A card refund's outcome is Stripe's to report (its webhook), never a click.
    if (payment.stripeRefundId)
      throw new PaymentStateError('A card refund is confirmed by Stripe, not approved here.');
    const [row] = await tx
      .update(payments)
      .set({ state: 'approved', actedById: viewer.id, updatedAt: input.now })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!row) throw new NotFoundError('Payment');
    await auditPayment(tx, viewer, 'payment.approve', row, { state: payment.state });
    if (row.kind === 'Refund') await queueRefundIssued(tx, row);
    else await queuePaymentReceived(tx, row, input.now);
    return row;
  });
}

/** Staff cancel a pending payment (a promise that never arrived). The record is kept. */
export async function cancelPayment(
  db: Database,
  input: { viewer: Actor | null; paymentId: number; now: Date },
): Promise<PaymentRow> {
  const viewer = requireStaff(input.viewer);
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (payment.state !== 'pending')
      throw new PaymentStateError(`Only pending payments can be cancelled; this one is ${payment.state}.`);
    if (payment.stripeRefundId)
      throw new PaymentStateError('A card refund is with Stripe and cannot be cancelled here.');
    const [row] = await tx
      .update(payments)
      .set({ state: 'cancelled', actedById: viewer.id, updatedAt: input.now })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!row) throw new NotFoundError('Payment');
    await auditPayment(tx, viewer, 'payment.cancel', row, { state: payment.state });
    return row;
  });
}

/** No single payment or refund is above this ($10,000): a typo must not record millions. */
export const MAX_PAYMENT_CENTS = 1_000_000;

function requirePositiveCents(amount: number, path: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new ValidationError('Amount must be more than zero', [
      { path: [path], message: 'Must be more than $0.00' },
    ]);
  }
  if (amount > MAX_PAYMENT_CENTS) {
    throw new ValidationError('Amount is too large', [
      { path: [path], message: `Must be at most ${formatMoney(MAX_PAYMENT_CENTS)}` },
    ]);
  }
}

const OWN_REGISTRATION = 'Another staff member must do this for your own registration';

/** Staff never act on money of their own registration (issue 12 item 15): another must. */
function refuseOwnRegistration(viewer: Actor, registration: { userId: number }): void {
  if (registration.userId === viewer.id)
    throw new ValidationError(OWN_REGISTRATION, [{ path: ['registrationId'], message: OWN_REGISTRATION }]);
}

async function requireRegistration(db: Database, registrationId: number): Promise<PaymentRegistration> {
  const registration = Number.isSafeInteger(registrationId)
    ? await findPaymentRegistration(db, registrationId)
    : null;
  if (!registration) throw new NotFoundError('Registration');
  return registration;
}

/** Staff record money that reached the bank without a promise: approved at once. */
export async function recordInternetBankingPayment(
  db: Database,
  input: {
    viewer: Actor | null;
    registrationId: number;
    amount: number;
    reference: string;
    note: string;
    now: Date;
  },
): Promise<PaymentRow> {
  const viewer = requireStaff(input.viewer);
  requirePositiveCents(input.amount, 'amount');
  const registration = await requireRegistration(db, input.registrationId);
  refuseOwnRegistration(viewer, registration);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        registrationId: registration.id,
        kind: 'InternetBankingPayment',
        state: 'approved',
        amount: input.amount,
        reference: input.reference.trim() || bankReference(registration.name, registration.festival.id),
        note: input.note.trim(),
        createdById: viewer.id,
        actedById: viewer.id,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('Insert returned no payment');
    await auditPayment(tx, viewer, 'payment.record', row);
    await queuePaymentReceived(tx, row, input.now);
    return row;
  });
}

export const MAX_VOUCHER_WORKSHOPS = 20;

/** A voucher for a number of free workshops, worth their package price; approved at once. */
export async function addVoucher(
  db: Database,
  input: { viewer: Actor | null; registrationId: number; workshops: number; note: string; now: Date },
): Promise<PaymentRow> {
  const viewer = requireStaff(input.viewer);
  if (
    !Number.isSafeInteger(input.workshops) ||
    input.workshops < 1 ||
    input.workshops > MAX_VOUCHER_WORKSHOPS
  ) {
    throw new ValidationError('Invalid number of workshops', [
      { path: ['workshops'], message: `Must be a whole number from 1 to ${MAX_VOUCHER_WORKSHOPS}` },
    ]);
  }
  const registration = await requireRegistration(db, input.registrationId);
  refuseOwnRegistration(viewer, registration);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        registrationId: registration.id,
        kind: 'Voucher',
        state: 'approved',
        amount: voucherValue(input.workshops, registration.festival),
        workshops: input.workshops,
        note: input.note.trim(),
        createdById: viewer.id,
        actedById: viewer.id,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('Insert returned no payment');
    await auditPayment(tx, viewer, 'payment.voucher', row);
    return row;
  });
}

/** The audit entry for a staff action on money (issue 15): the payment as it now stands. */
async function auditPayment(
  tx: Database,
  viewer: Actor,
  action: string,
  row: PaymentRow,
  before?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(tx, viewer, {
    action,
    targetType: 'Registration',
    targetId: row.registrationId,
    before,
    after: {
      paymentId: row.id,
      kind: row.kind,
      state: row.state,
      amount: row.amount,
      workshops: row.workshops,
      refundOfId: row.refundOfId,
      note: row.note,
    },
  });
}

async function queueRefundIssued(db: Database, refund: PaymentRow): Promise<void> {
  const registration = await findPaymentRegistration(db, refund.registrationId);
  if (!registration) return;
  await queueEmail(db, {
    kind: 'refund-issued',
    to: registration.email,
    subject: `NZIF ${registration.festival.id}: refund of ${formatMoney(refund.amount)}`,
    text: [
      `Kia ora ${registration.name},`,
      '',
      `We have refunded ${formatMoney(refund.amount)} to you${refund.stripeRefundId ? ' on the card you paid with' : ''}.`,
      refund.stripeRefundId ? 'It can take 5 to 10 working days to appear on your statement.' : '',
    ]
      .filter((line, index, lines) => line !== '' || index < lines.length - 1)
      .join('\n'),
    dedupeKey: `refund-issued:${refund.id}`,
  });
}

/**
 * Staff refund part or all of an approved card or internet banking payment. Never more than that
 * payment less its earlier refunds, nor more than the registration's money in less its refunds.
 * Card refunds go through Stripe; the refund row is written (pending) before calling Stripe, so a
 * second click sees it and cannot refund twice, and its id is Stripe's idempotency key.
 */
export async function refundPayment(
  db: Database,
  input: { env: Env; viewer: Actor | null; paymentId: number; amount: number; note: string; now: Date },
): Promise<PaymentRow> {
  const viewer = requireStaff(input.viewer);
  requirePositiveCents(input.amount, 'amount');
  const pendingRefund = await db.transaction(async (tx) => {
    const original = await lockPayment(tx, input.paymentId);
    if (original.kind !== 'CreditCardPayment' && original.kind !== 'InternetBankingPayment') {
      throw new PaymentStateError('Only card and internet banking payments can be refunded.');
    }
    if (original.state !== 'approved') throw new PaymentStateError('Only approved payments can be refunded.');
    const rows = await listRegistrationPayments(tx, original.registrationId);
    const earlier = rows.filter(
      (row) =>
        row.kind === 'Refund' &&
        row.refundOfId === original.id &&
        (row.state === 'approved' || row.state === 'pending'),
    );
    const ofThisPayment = original.amount - earlier.reduce((total, row) => total + row.amount, 0);
    const refundable = Math.min(ofThisPayment, refundableAmount(rows));
    if (input.amount > refundable) throw new RefundTooLargeError(Math.max(0, refundable));
    const isCard = original.kind === 'CreditCardPayment' && original.stripePaymentIntentId !== null;
    if (isCard) requireGateway(input.env);
    const [refund] = await tx
      .insert(payments)
      .values({
        registrationId: original.registrationId,
        kind: 'Refund',
        // A banking refund is money staff send themselves, so it is done when recorded.
        state: isCard ? 'pending' : 'approved',
        amount: input.amount,
        refundOfId: original.id,
        reference: original.reference,
        note: input.note.trim(),
        createdById: viewer.id,
        actedById: viewer.id,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!refund) throw new Error('Insert returned no refund');
    await auditPayment(tx, viewer, 'payment.refund', refund);
    if (!isCard) await queueRefundIssued(tx, refund);
    return { refund, paymentIntentId: isCard ? original.stripePaymentIntentId : null };
  });
  if (!pendingRefund.paymentIntentId) return pendingRefund.refund;

  const gateway = requireGateway(input.env);
  const refundId = pendingRefund.refund.id;
  try {
    const stripeRefund = await gateway.createRefund({
      paymentIntentId: pendingRefund.paymentIntentId,
      amount: input.amount,
      metadata: { refund_payment_id: String(refundId) },
      idempotencyKey: `refund-${refundId}`,
    });
    return await applyStripeRefundState(db, {
      refundPaymentId: refundId,
      stripeRefundId: stripeRefund.id,
      status: stripeRefund.status,
      now: input.now,
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    await db
      .update(payments)
      .set({
        state: 'failed',
        note: sql`trim(${payments.note} || ' ' || ${`Stripe refused the refund: ${error.message}`})`,
        updatedAt: input.now,
      })
      .where(and(eq(payments.id, refundId), eq(payments.state, 'pending')));
    throw new PaymentProviderError(`Stripe could not make the refund: ${error.message}`);
  }
}

/** Brings a card refund row in line with Stripe's refund status (from the API or a webhook). */
export async function applyStripeRefundState(
  db: Database,
  input: { refundPaymentId?: number; stripeRefundId: string; status: string; now: Date },
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const where =
      input.refundPaymentId !== undefined
        ? eq(payments.id, input.refundPaymentId)
        : eq(payments.stripeRefundId, input.stripeRefundId);
    const [refund] = await tx.select().from(payments).where(where).for('update');
    if (!refund) throw new NotFoundError('Refund');
    const next: PaymentState =
      input.status === 'succeeded'
        ? 'approved'
        : input.status === 'failed' || input.status === 'canceled'
          ? 'failed'
          : 'pending';
    // Final states stay final: a late "pending" never undoes a success.
    const state = refund.state === 'approved' || refund.state === 'failed' ? refund.state : next;
    const [row] = await tx
      .update(payments)
      .set({ state, stripeRefundId: input.stripeRefundId, updatedAt: input.now })
      .where(eq(payments.id, refund.id))
      .returning();
    if (!row) throw new NotFoundError('Refund');
    if (row.state === 'approved') await queueRefundIssued(tx, row);
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// Staff lists, totals and export

export interface PaymentFilter {
  festivalId?: number | null;
  kind?: PaymentKind | null;
  state?: PaymentState | null;
  registrationId?: number | null;
}

function filterWhere(filter: PaymentFilter) {
  return and(
    filter.festivalId != null ? eq(registrations.festivalId, filter.festivalId) : undefined,
    filter.kind ? eq(payments.kind, filter.kind) : undefined,
    filter.state ? eq(payments.state, filter.state) : undefined,
    filter.registrationId != null ? eq(payments.registrationId, filter.registrationId) : undefined,
  );
}

export async function listPayments(
  db: Database,
  filter: PaymentFilter & { limit?: number; offset?: number },
): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(filterWhere(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(filter.limit ?? 200)
    .offset(filter.offset ?? 0);
  return rows.map((row) => row.payment);
}

export async function findPayment(
  db: Database,
  viewer: Actor | null,
  paymentId: number,
): Promise<PaymentRow | null> {
  if (!Number.isSafeInteger(paymentId)) return null;
  const [row] = await db
    .select({ payment: payments, userId: registrations.userId })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(eq(payments.id, paymentId));
  if (!row || !canSeeRegistrationPayments(viewer, { userId: row.userId })) return null;
  return row.payment;
}

export function loadPayments(db: Database, ids: readonly number[]): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.id, [...ids]));
}

export interface PaymentTotal {
  kind: PaymentKind;
  state: PaymentState;
  count: number;
  amount: number;
}

export async function paymentTotals(db: Database, filter: PaymentFilter): Promise<PaymentTotal[]> {
  const rows = await db
    .select({ kind: payments.kind, state: payments.state, count: count(), amount: sum(payments.amount) })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(filterWhere(filter))
    .groupBy(payments.kind, payments.state)
    .orderBy(asc(payments.kind), asc(payments.state));
  // sum() comes back as a numeric string; amounts are integer cents, far inside the safe range.
  return rows.map((row) => ({ ...row, amount: Number(row.amount ?? 0) }));
}

export interface PaymentParticipant {
  registrationId: number;
  festivalId: number;
  userId: number;
  name: string;
  email: string;
}

export async function loadPaymentParticipants(
  db: Database,
  registrationIds: readonly number[],
): Promise<PaymentParticipant[]> {
  const rows = await db
    .select({
      registrationId: registrations.id,
      festivalId: registrations.festivalId,
      userId: registrations.userId,
      email: users.email,
      name: profiles.name,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .where(inArray(registrations.id, [...registrationIds]));
  return rows.map((row) => ({ ...row, name: row.name ?? row.email }));
}

export async function paymentsCsv(db: Database, filter: PaymentFilter): Promise<string> {
  const rows = await listPayments(db, { ...filter, limit: 100_000 });
  const people = new Map(
    (await loadPaymentParticipants(db, [...new Set(rows.map((row) => row.registrationId))])).map((p) => [
      p.registrationId,
      p,
    ]),
  );
  return toCsv(
    [
      'id',
      'created_at',
      'kind',
      'state',
      'amount_cents',
      'amount',
      'workshops',
      'reference',
      'registration_id',
      'name',
      'email',
      'refund_of',
      'note',
    ],
    rows.map((row) => {
      const person = people.get(row.registrationId);
      return [
        row.id,
        row.createdAt.toISOString(),
        row.kind,
        row.state,
        row.amount,
        formatMoney(row.kind === 'Refund' ? -row.amount : row.amount),
        row.workshops,
        row.reference,
        row.registrationId,
        person?.name ?? '',
        person?.email ?? '',
        row.refundOfId,
        row.note,
      ];
    }),
  );
}
