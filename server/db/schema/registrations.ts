import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sessions } from './activities';
import { actor, users } from './auth';
import { belongsTo, createdAt, serialId } from './columns';
import { festivals } from './festival';

export const registrations = pgTable(
  'registrations',
  {
    ...serialId,
    festivalId: belongsTo('festival_id', () => festivals.id),
    userId: belongsTo('user_id', () => users.id),
    codeOfConductAcceptedAt: timestamp('code_of_conduct_accepted_at', { withTimezone: true }),
    photoPermission: boolean('photo_permission'),
    /** The participant gives the package discount back to the festival as a donation. */
    donateDiscount: boolean('donate_discount').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The secret in the participant's check-in QR code (issue 26); made when first shown. */
    checkInToken: text('check_in_token').unique(),
    ...createdAt,
  },
  (t) => [unique('registrations_festival_user').on(t.festivalId, t.userId)],
);

/** The two columns of a row about one registration in one session (wishes, places, attendance, feedback). */
export const registrationSession = {
  registrationId: belongsTo('registration_id', () => registrations.id),
  sessionId: belongsTo('session_id', () => sessions.id),
};

/** A ranked wish for a session, made in the earlybird phase (1 = most wanted). */
export const preferences = pgTable(
  'preferences',
  {
    ...registrationSession,
    position: integer('position').notNull(),
    ...createdAt,
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
    ...registrationSession,
    ...createdAt,
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
    ...registrationSession,
    /** Order of offers: lower first. */
    position: integer('position').notNull(),
    /**
     * The person joined it themselves (not the lottery, not staff): holding a clashing place then
     * counts as preferring this one (decision 009).
     */
    joinedThemselves: boolean('joined_themselves').notNull().default(false),
    ...createdAt,
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
    ...serialId,
    registrationId: belongsTo('registration_id', () => registrations.id),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull().default({}),
    actorUserId: actor('actor_user_id'),
    ...createdAt,
  },
  (t) => [index('registration_events_registration').on(t.registrationId, t.createdAt)],
);
