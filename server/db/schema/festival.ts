import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId } from './columns';

/** A festival is identified by its year. Phase boundaries are instants; prices are integer cents. */
export const festivals = pgTable(
  'festivals',
  {
    id: integer('id').primaryKey(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    earlybirdOpensAt: timestamp('earlybird_opens_at', { withTimezone: true }),
    earlybirdClosesAt: timestamp('earlybird_closes_at', { withTimezone: true }),
    generalOpensAt: timestamp('general_opens_at', { withTimezone: true }),
    registrationsCloseAt: timestamp('registrations_close_at', { withTimezone: true }),
    baseWorkshopPrice: integer('base_workshop_price').notNull(),
    discountPerAdditionalWorkshop: integer('discount_per_additional_workshop').notNull().default(0),
    discountLimit: integer('discount_limit').notNull().default(1),
    /** The festival the public site shows: chosen by staff, at most one (issue 26). */
    isCurrent: boolean('is_current').notNull().default(false),
    /** When the lottery's places were first published: from then on balances follow places. */
    placesPublishedAt: timestamp('places_published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('festivals_one_current').on(t.isCurrent).where(sql`${t.isCurrent}`),
    check('festivals_year', sql`${t.id} between 2000 and 2999`),
    check('festivals_dates', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'festivals_pricing',
      sql`${t.baseWorkshopPrice} >= 0 and ${t.discountPerAdditionalWorkshop} >= 0 and ${t.discountLimit} >= 1`,
    ),
    check(
      'festivals_phase_order',
      sql`(${t.earlybirdOpensAt} is null or ${t.earlybirdClosesAt} is null or ${t.earlybirdClosesAt} >= ${t.earlybirdOpensAt})
      and (${t.earlybirdClosesAt} is null or ${t.generalOpensAt} is null or ${t.generalOpensAt} >= ${t.earlybirdClosesAt})
      and (${t.generalOpensAt} is null or ${t.registrationsCloseAt} is null or ${t.registrationsCloseAt} >= ${t.generalOpensAt})`,
    ),
  ],
);

export const venues = pgTable(
  'venues',
  {
    ...serialId,
    name: text('name').notNull(),
    room: text('room'),
    address: text('address').notNull(),
    position: integer('position').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accessibilityNotes: text('accessibility_notes').notNull().default(''),
  },
  (t) => [
    check('venues_latitude', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('venues_longitude', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);
