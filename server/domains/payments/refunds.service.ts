import { and, eq, sql } from 'drizzle-orm';
import { type PaymentState, refundableAmount } from '#core/payments/balance';
import type { Database } from '#server/db/client';
import { payments } from '#server/db/schema/index';
import type { Env } from '#server/env';
import { PaymentGatewayError } from '#server/lib/stripe';
import { NotFoundError } from '#server/services/errors';
import type { ViewerScope } from '#server/services/scope';
import { requireGateway } from './card-payments.service';
import { queueRefundIssued } from './payment-emails';
import { PaymentProviderError, PaymentStateError, RefundTooLargeError } from './payments.errors';
import { type Actor, listRegistrationPayments, type PaymentRow } from './payments.queries';
import {
  insertStaffPayment,
  lockPayment,
  requirePositiveCents,
  requireShortText,
  requireStaff,
} from './staff-payment-actions.service';

/**
 * Staff refund part or all of an approved card or internet banking payment. Never more than that
 * payment less its earlier refunds, nor more than the registration's money in less its refunds.
 * Card refunds go through Stripe; the refund row is written (pending) before calling Stripe, so a
 * second click sees it and cannot refund twice, and its id is Stripe's idempotency key.
 */
export async function refundPayment(
  db: Database,
  { env, viewer: actor, now }: ViewerScope<Actor | null> & { env: Env },
  input: { paymentId: number; amount: number; note: string },
): Promise<PaymentRow> {
  const viewer = requireStaff(actor);
  requirePositiveCents(input.amount, 'amount');
  requireShortText(input.note, 'note');
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
    if (isCard) requireGateway(env);
    const refund = await insertStaffPayment(
      tx,
      viewer,
      'payment.refund',
      {
        registrationId: original.registrationId,
        kind: 'Refund',
        // A banking refund is money staff send themselves, so it is done when recorded.
        state: isCard ? 'pending' : 'approved',
        amount: input.amount,
        refundOfId: original.id,
        reference: original.reference,
        note: input.note.trim(),
      },
      now,
    );
    if (!isCard) await queueRefundIssued(tx, refund);
    return { refund, paymentIntentId: isCard ? original.stripePaymentIntentId : null };
  });
  if (!pendingRefund.paymentIntentId) return pendingRefund.refund;

  const gateway = requireGateway(env);
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
      now,
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    await db
      .update(payments)
      .set({
        state: 'failed',
        note: sql`trim(${payments.note} || ' ' || ${`Stripe refused the refund: ${error.message}`})`,
        updatedAt: now,
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
