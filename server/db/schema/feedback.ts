import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';
import { registrationSession } from './registrations';

export const feedback = pgTable(
  'feedback',
  {
    ...serialId,
    ...registrationSession,
    rating: integer('rating'),
    positive: text('positive').notNull().default(''),
    constructive: text('constructive').notNull().default(''),
    testimonial: text('testimonial').notNull().default(''),
    ...createdAt,
  },
  (t) => [
    unique('feedback_registration_session').on(t.registrationId, t.sessionId),
    check('feedback_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
