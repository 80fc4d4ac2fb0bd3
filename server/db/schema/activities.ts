import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES } from '#core/activities/activity-types';
import { CAST_ROLES } from '#core/activities/programme-input';
import { belongsTo, createdAt, serialId, updatedAt } from './columns';
import { festivals, venues } from './festival';
import { profiles } from './people';
import { pictures } from './pictures';

export const activityType = pgEnum('activity_type', ACTIVITY_TYPES);
export const castRole = pgEnum('cast_role', CAST_ROLES);

export const activities = pgTable(
  'activities',
  {
    ...serialId,
    festivalId: belongsTo('festival_id', () => festivals.id),
    type: activityType('type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    pictureId: integer('picture_id').references(() => pictures.id, { onDelete: 'set null' }),
    bookingLink: text('booking_link'),
    suitability: text('suitability').notNull().default(''),
    /**
     * Null while a draft: only staff see it (decision 020). The default publishes rows written
     * without a service (the migration's existing rows, the demo seed, test factories);
     * createActivity writes null.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    ...updatedAt,
  },
  (t) => [
    unique('activities_festival_type_slug').on(t.festivalId, t.type, t.slug),
    check('activities_slug', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('activities_festival_type').on(t.festivalId, t.type),
  ],
);

/** A workshop that feeds a show ("Workshop to show"). */
export const workshopShows = pgTable(
  'workshop_shows',
  {
    workshopId: belongsTo('workshop_id', () => activities.id),
    showId: belongsTo('show_id', () => activities.id),
  },
  (t) => [
    primaryKey({ columns: [t.workshopId, t.showId] }),
    check('workshop_shows_distinct', sql`${t.workshopId} <> ${t.showId}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    ...serialId,
    activityId: belongsTo('activity_id', () => activities.id),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    /** Set when staff cancel the session: it stays listed as cancelled, nobody can book it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
  },
  (t) => [
    check('sessions_times', sql`${t.endsAt} > ${t.startsAt}`),
    check('sessions_capacity', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    index('sessions_activity').on(t.activityId),
    index('sessions_starts_at').on(t.startsAt),
  ],
);

/** Who presents: attached to a whole activity or to one session. */
export const castMembers = pgTable(
  'cast_members',
  {
    ...serialId,
    profileId: belongsTo('profile_id', () => profiles.id),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    role: castRole('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('cast_members_target', sql`(${t.activityId} is null) <> (${t.sessionId} is null)`),
    unique('cast_members_activity_unique').on(t.activityId, t.profileId, t.role),
    unique('cast_members_session_unique').on(t.sessionId, t.profileId, t.role),
    index('cast_members_profile').on(t.profileId),
  ],
);

/** Slugs an activity used to have: their old addresses redirect to its current one. */
export const activitySlugs = pgTable(
  'activity_slugs',
  {
    ...serialId,
    activityId: belongsTo('activity_id', () => activities.id),
    festivalId: belongsTo('festival_id', () => festivals.id),
    type: activityType('type').notNull(),
    slug: text('slug').notNull(),
    ...createdAt,
  },
  (t) => [unique('activity_slugs_festival_type_slug').on(t.festivalId, t.type, t.slug)],
);

export const PROGRAMME_CHANGE_KINDS = ['published', 'changed', 'cancelled', 'restored'] as const;
export const programmeChangeKind = pgEnum('programme_change_kind', PROGRAMME_CHANGE_KINDS);

/**
 * The public changelog of a published programme (decision 020): one row per save that moved a
 * session, changed its venue, cancelled or restored it, or published an activity. Names and
 * places are copied in, so the entry still reads true after the activity or venue changes again.
 */
export const programmeChanges = pgTable(
  'programme_changes',
  {
    ...serialId,
    festivalId: belongsTo('festival_id', () => festivals.id),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    kind: programmeChangeKind('kind').notNull(),
    activityName: text('activity_name').notNull(),
    activityType: activityType('activity_type').notNull(),
    /** What changed, old → new, as shown on /changes and in the email (core/activities/programme-changes). */
    changes: jsonb('changes').$type<Array<{ field: string; before: string; after: string }>>().notNull(),
    ...createdAt,
  },
  (t) => [index('programme_changes_festival').on(t.festivalId, t.createdAt)],
);
