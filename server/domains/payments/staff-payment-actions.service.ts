import { eq } from 'drizzle-orm';
import { bankReference, voucherValue } from '#core/payments/balance';
import { formatMoney } from '#core/payments/money';
import {
  MAX_PAYMENT_CENTS,
  MAX_PAYMENT_NOTE,
  MAX_PAYMENT_REFERENCE,
  MAX_VOUCHER_WORKSHOPS,
} from '#core/payments/staff-payment';
import type { Database } from '#server/db/client';
import { payments, registrations } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { ViewerScope } from '#server/services/scope';
import { queuePaymentReceived, queueRefundIssued } from './payment-emails';
import { PaymentStateError } from './payments.errors';
import { canManagePayments } from './payments.policy';
import {
  type Actor,
  findPaymentRegistration,
  type PaymentRegistration,
  type PaymentRow,
} from './payments.queries';

export function requireStaff(viewer: Actor | null): Actor {
  // The schema's scope is the gate; this keeps the service safe when called from elsewhere.
  if (!viewer || !canManagePayments(viewer)) throw new NotFoundError('Payment');
  return viewer;
}

export async function lockPayment(tx: Database, paymentId: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row) throw new NotFoundError('Payment');
  return row;
}

/** Staff approve a pending payment (an internet banking promise, or a card payment flagged for review). */
export async function approvePayment(
  db: Database,
  scope: ViewerScope<Actor | null>,
  input: { paymentId: number },
): Promise<PaymentRow> {
  return settlePendingPayment(db, scope, input, 'approved', async (tx, payment, viewer) => {
    const [owner] = await tx
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.id, payment.registrationId));
    if (owner?.userId === viewer.id) throw new PaymentStateError(OWN_REGISTRATION);
    // A card refund's outcome is Stripe's to report (its webhook), never a click.
    if (payment.stripeRefundId)
      throw new PaymentStateError('A card refund is confirmed by Stripe, not approved here.');
  });
}

/** Staff cancel a pending payment (a promise that never arrived). The record is kept. */
export async function cancelPayment(
  db: Database,
  scope: ViewerScope<Actor | null>,
  input: { paymentId: number },
): Promise<PaymentRow> {
  return settlePendingPayment(db, scope, input, 'cancelled', async (_tx, payment) => {
    if (payment.stripeRefundId)
      throw new PaymentStateError('A card refund is with Stripe and cannot be cancelled here.');
  });
}

/**
 * Moves a locked pending payment to its final state, after the caller's own checks, and audits it;
 * an approval also sends the payer's email.
 */
async function settlePendingPayment(
  db: Database,
  { viewer: actor, now }: ViewerScope<Actor | null>,
  input: { paymentId: number },
  state: 'approved' | 'cancelled',
  check: (tx: Database, payment: PaymentRow, viewer: Actor) => Promise<void>,
): Promise<PaymentRow> {
  const viewer = requireStaff(actor);
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (payment.state !== 'pending')
      throw new PaymentStateError(`Only pending payments can be ${state}; this one is ${payment.state}.`);
    await check(tx, payment, viewer);
    const [row] = await tx
      .update(payments)
      .set({ state, actedById: viewer.id, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!row) throw new NotFoundError('Payment');
    const action = state === 'approved' ? 'payment.approve' : 'payment.cancel';
    await auditPayment(tx, viewer, action, row, { state: payment.state });
    if (state !== 'approved') return row;
    if (row.kind === 'Refund') await queueRefundIssued(tx, row);
    else await queuePaymentReceived(tx, row, now);
    return row;
  });
}

// The bounds live in core so the staff dialogs check the same numbers before sending.
export { MAX_PAYMENT_CENTS, MAX_VOUCHER_WORKSHOPS };

export function requirePositiveCents(amount: number, path: string): void {
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

/** A reference or note no longer than the staff dialogs allow (core/payments/staff-payment). */
export function requireShortText(value: string, path: 'reference' | 'note'): void {
  const max = path === 'reference' ? MAX_PAYMENT_REFERENCE : MAX_PAYMENT_NOTE;
  if (value.trim().length > max) {
    const message = `Keep the ${path} under ${max} characters`;
    throw new ValidationError(message, [{ path: [path], message }]);
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

/** The registration a staff member adds money to, once they may (not their own). */
async function loadRegistrationForStaff(
  db: Database,
  viewer: Actor,
  registrationId: number,
): Promise<PaymentRegistration> {
  const registration = await requireRegistration(db, registrationId);
  refuseOwnRegistration(viewer, registration);
  return registration;
}

type StaffPaymentValues = Omit<
  typeof payments.$inferInsert,
  'createdById' | 'actedById' | 'createdAt' | 'updatedAt'
>;

/** Writes a payment a staff member made (they created and acted on it now) with its audit entry. */
export async function insertStaffPayment(
  tx: Database,
  viewer: Actor,
  action: string,
  values: StaffPaymentValues,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, createdById: viewer.id, actedById: viewer.id, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('Insert returned no payment');
  await auditPayment(tx, viewer, action, row);
  return row;
}

/** Staff record money that reached the bank without a promise: approved at once. */
export async function recordInternetBankingPayment(
  db: Database,
  { viewer: actor, now }: ViewerScope<Actor | null>,
  input: { registrationId: number; amount: number; reference: string; note: string },
): Promise<PaymentRow> {
  const viewer = requireStaff(actor);
  requirePositiveCents(input.amount, 'amount');
  requireShortText(input.reference, 'reference');
  requireShortText(input.note, 'note');
  const registration = await loadRegistrationForStaff(db, viewer, input.registrationId);
  return db.transaction(async (tx) => {
    const row = await insertStaffPayment(
      tx,
      viewer,
      'payment.record',
      {
        registrationId: registration.id,
        kind: 'InternetBankingPayment',
        state: 'approved',
        amount: input.amount,
        reference: input.reference.trim() || bankReference(registration.name, registration.festival.id),
        note: input.note.trim(),
      },
      now,
    );
    await queuePaymentReceived(tx, row, now);
    return row;
  });
}

/** A voucher for a number of free workshops, worth their package price; approved at once. */
export async function addVoucher(
  db: Database,
  { viewer: actor, now }: ViewerScope<Actor | null>,
  input: { registrationId: number; workshops: number; note: string },
): Promise<PaymentRow> {
  const viewer = requireStaff(actor);
  if (
    !Number.isSafeInteger(input.workshops) ||
    input.workshops < 1 ||
    input.workshops > MAX_VOUCHER_WORKSHOPS
  ) {
    throw new ValidationError('Invalid number of workshops', [
      { path: ['workshops'], message: `Must be a whole number from 1 to ${MAX_VOUCHER_WORKSHOPS}` },
    ]);
  }
  requireShortText(input.note, 'note');
  const registration = await loadRegistrationForStaff(db, viewer, input.registrationId);
  return db.transaction((tx) =>
    insertStaffPayment(
      tx,
      viewer,
      'payment.voucher',
      {
        registrationId: registration.id,
        kind: 'Voucher',
        state: 'approved',
        amount: voucherValue(input.workshops, registration.festival),
        workshops: input.workshops,
        note: input.note.trim(),
      },
      now,
    ),
  );
}

/** The audit entry for a staff action on money (issue 15): the payment as it now stands. */
export async function auditPayment(
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
