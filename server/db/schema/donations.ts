import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DONATION_METHODS } from '#core/payments/donation';
import { users } from './auth';
import { createdAt, serialId, updatedAt } from './columns';
import { paymentState } from './payments';

/** How the money came: by card through Stripe, by internet banking, or handed over in person. */
export const donationMethod = pgEnum('donation_method', DONATION_METHODS);

export const donations = pgTable(
  'donations',
  {
    ...serialId,
    name: text('name').notNull(),
    email: text('email').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    message: text('message').notNull().default(''),
    amount: integer('amount').notNull(),
    state: paymentState('state').notNull().default('pending'),
    method: donationMethod('method').notNull().default('card'),
    /** What the donor puts on the bank transfer, or what staff noted (a cheque number, say). */
    reference: text('reference').notNull().default(''),
    /** The staff member who recorded an offline donation. */
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    ...createdAt,
    ...updatedAt,
  },
  (t) => [check('donations_amount', sql`${t.amount} > 0`)],
);
