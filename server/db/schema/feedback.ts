import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sessions } from './activities';
import { registrations } from './registrations';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    rating: integer('rating'),
    positive: text('positive').notNull().default(''),
    constructive: text('constructive').notNull().default(''),
    testimonial: text('testimonial').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('feedback_registration_session').on(t.registrationId, t.sessionId),
    check('feedback_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
