import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, serialId } from './columns';
import { pictures } from './pictures';

export const cities = pgTable(
  'cities',
  {
    ...serialId,
    name: text('name').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    traditionalNames: text('traditional_names').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    unique('cities_name_country').on(t.name, t.country),
    check('cities_country', sql`${t.country} ~ '^[a-z]{2}$'`),
  ],
);

/** A person as the festival knows them: presenters, participants (linked to a user) or the festival itself. */
export const profiles = pgTable('profiles', {
  ...serialId,
  name: text('name').notNull(),
  pronouns: text('pronouns').notNull().default(''),
  bio: text('bio').notNull().default(''),
  phone: text('phone').notNull().default(''),
  cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  pictureId: integer('picture_id').references(() => pictures.id, { onDelete: 'set null' }),
  userId: integer('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  /** The profile that stands for the festival itself (shows it presents get the NZIF badge). */
  isFestival: boolean('is_festival').notNull().default(false),
  ...createdAt,
});
