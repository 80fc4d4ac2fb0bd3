import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';

export const emailState = pgEnum('email_state', ['pending', 'sent', 'failed']);

/**
 * Every email goes through this outbox: a worker delivers pending rows by SMTP (or, with no SMTP,
 * marks them sent and leaves them readable by staff). A failed delivery is retried with backoff.
 */
export const emails = pgTable(
  'emails',
  {
    ...serialId,
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Makes "send once" emails idempotent (e.g. `donation-receipt:42`). */
    dedupeKey: text('dedupe_key').unique(),
    state: emailState('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [
    check('emails_attempts', sql`${t.attempts} >= 0`),
    index('emails_pending').on(t.state, t.nextAttemptAt),
  ],
);
