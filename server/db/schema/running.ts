import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './activities';
import { users } from './auth';
import { registrations } from './registrations';

/**
 * Running the festival (issue 15): messages tutors and staff send to a session, attendance taken
 * at the door, private calendar feed tokens, and participants' consent to show tutors their contact.
 */

/** A message to everyone placed in a session (and its waitlist when `includeWaitlist`). */
export const sessionMessages = pgTable(
  'session_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    includeWaitlist: boolean('include_waitlist').notNull().default(false),
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_messages_session').on(t.sessionId, t.createdAt)],
);

/** Who was at a session. A row means they were ticked present (removed when unticked). */
export const attendance = pgTable(
  'attendance',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    walkIn: boolean('walk_in').notNull().default(false),
    checkedById: integer('checked_by_id').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.sessionId] }),
    index('attendance_session').on(t.sessionId),
  ],
);

/** A secret for a person's private iCal feed URL; revoking deletes it, a new one replaces it. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Participants who agreed that their tutors may see their email and phone. */
export const contactConsents = pgTable('contact_consents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shareWithTutors: boolean('share_with_tutors').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
