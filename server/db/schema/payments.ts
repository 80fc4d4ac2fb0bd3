import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS, PAYMENT_STATES } from '#core/payments/balance';
import { actor } from './auth';
import { createdAt, serialId, updatedAt } from './columns';
import { registrations } from './registrations';

export const paymentKind = pgEnum('payment_kind', PAYMENT_KINDS);
export const paymentState = pgEnum('payment_state', PAYMENT_STATES);

/** Money is integer cents, always positive; a refund's direction comes from its kind. */
export const payments = pgTable(
  'payments',
  {
    ...serialId,
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'restrict' }),
    kind: paymentKind('kind').notNull(),
    state: paymentState('state').notNull().default('pending'),
    amount: integer('amount').notNull(),
    /** For vouchers: the number of free workshops. */
    workshops: integer('workshops'),
    reference: text('reference').notNull().default(''),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    stripeRefundId: text('stripe_refund_id').unique(),
    refundOfId: integer('refund_of_id'),
    note: text('note').notNull().default(''),
    createdById: actor('created_by_id'),
    actedById: actor('acted_by_id'),
    ...createdAt,
    ...updatedAt,
  },
  (t) => [
    check('payments_amount', sql`${t.amount} >= 0`),
    check(
      'payments_voucher',
      sql`${t.kind} <> 'Voucher' or (${t.workshops} is not null and ${t.workshops} >= 1)`,
    ),
    index('payments_registration').on(t.registrationId),
  ],
);

/** Stripe webhook events already processed: each event id is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
