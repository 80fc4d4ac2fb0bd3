import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './activities';
import { actor, users } from './auth';
import { belongsTo, createdAt, serialId, updatedAt } from './columns';
import { festivals } from './festival';
import { registrationSession } from './registrations';

/**
 * Running the festival (issue 15): messages tutors and staff send to a session, attendance taken
 * at the door, private calendar feed tokens, and participants' consent to show tutors their contact.
 */

/** A message to everyone placed in a session (and its waitlist when `includeWaitlist`). */
export const sessionMessages = pgTable(
  'session_messages',
  {
    ...serialId,
    sessionId: belongsTo('session_id', () => sessions.id),
    authorUserId: actor('author_user_id'),
    authorName: text('author_name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    includeWaitlist: boolean('include_waitlist').notNull().default(false),
    recipients: integer('recipients').notNull().default(0),
    ...createdAt,
  },
  (t) => [index('session_messages_session').on(t.sessionId, t.createdAt)],
);

/** Who was at a session. A row means they were ticked present (removed when unticked). */
export const attendance = pgTable(
  'attendance',
  {
    ...registrationSession,
    walkIn: boolean('walk_in').notNull().default(false),
    checkedById: actor('checked_by_id'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.sessionId] }),
    index('attendance_session').on(t.sessionId),
  ],
);

/** The key of a table with at most one row per user, gone with the user. */
const onePerUser = {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
};

/** A secret for a person's private iCal feed URL; revoking deletes it, a new one replaces it. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  ...onePerUser,
  token: text('token').notNull().unique(),
  ...createdAt,
});

/** Participants who agreed that their tutors may see their email and phone. */
export const contactConsents = pgTable('contact_consents', {
  ...onePerUser,
  shareWithTutors: boolean('share_with_tutors').notNull().default(false),
  ...updatedAt,
});

/**
 * A message staff sent to a group of people (issue 26). The recipients are fixed when it is sent
 * (`recipientUserIds`, in order); a job queues their emails a batch at a time, `queued` counting
 * how many it has done, so a restarted job carries on where the last one stopped.
 */
export const groupMessages = pgTable(
  'group_messages',
  {
    ...serialId,
    festivalId: belongsTo('festival_id', () => festivals.id),
    authorUserId: actor('author_user_id'),
    authorName: text('author_name').notNull(),
    /** The filter as staff chose it (core/messages ZGroupFilter), for the record. */
    filter: jsonb('filter').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipientUserIds: integer('recipient_user_ids').array().notNull(),
    recipients: integer('recipients').notNull(),
    queued: integer('queued').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [index('group_messages_festival').on(t.festivalId, t.createdAt)],
);
