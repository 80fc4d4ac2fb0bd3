import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sessions } from './activities';
import { users } from './auth';
import { festivals } from './festival';

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    festivalId: integer('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeOfConductAcceptedAt: timestamp('code_of_conduct_accepted_at', { withTimezone: true }),
    photoPermission: boolean('photo_permission'),
    /** The participant gives the package discount back to the festival as a donation. */
    donateDiscount: boolean('donate_discount').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('registrations_festival_user').on(t.festivalId, t.userId)],
);

/** A ranked wish for a session, made in the earlybird phase (1 = most wanted). */
export const preferences = pgTable(
  'preferences',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.sessionId] }),
    check('preferences_position', sql`${t.position} >= 1`),
    index('preferences_session').on(t.sessionId),
  ],
);

/**
 * A place held in a session. Capacity is enforced by the database: a trigger (migration
 * `placements-capacity`) locks the session row and refuses a place beyond its capacity unless the
 * row says why staff placed it over capacity.
 */
export const placements = pgTable(
  'placements',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set only when staff placed someone beyond capacity on purpose (and why). */
    overCapacityReason: text('over_capacity_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.sessionId] }),
    index('placements_session').on(t.sessionId),
  ],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** Order of offers: lower first. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.sessionId] }),
    unique('waitlist_entries_order').on(t.sessionId, t.position),
  ],
);

/** What happened to a registration, for staff history. */
export const registrationEvents = pgTable(
  'registration_events',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull().default({}),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_events_registration').on(t.registrationId, t.createdAt)],
);
