import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns';
import { paymentState } from './payments';

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
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    ...createdAt,
    ...updatedAt,
  },
  (t) => [check('donations_amount', sql`${t.amount} > 0`)],
);
