import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentState } from './payments';

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    message: text('message').notNull().default(''),
    amount: integer('amount').notNull(),
    state: paymentState('state').notNull().default('pending'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('donations_amount', sql`${t.amount} > 0`)],
);
