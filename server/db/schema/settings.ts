import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { SETTING_KINDS } from '#core/settings/settings';
import { actor } from './auth';
import { updatedAt } from './columns';

/**
 * Site-wide settings [AP-9], one row per key (keys and kinds are defined in core/settings). Each
 * kind has its own typed column rather than one text column, so the database itself refuses a
 * boolean setting holding 'yes'.
 */
export const settings = pgTable(
  'settings',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: SETTING_KINDS }).notNull(),
    booleanValue: boolean('boolean_value'),
    stringValue: text('string_value'),
    description: text('description').notNull().default(''),
    ...updatedAt,
    /** Who last changed it; null for seeded values (and kept null if that user is deleted). */
    updatedById: actor('updated_by_id'),
  },
  (t) => [
    check('settings_key', sql`${t.key} ~ '^[a-z][a-zA-Z0-9]{0,62}$'`),
    // Also the check on kind: a row of any other kind fails both branches.
    check(
      'settings_value',
      sql`(${t.kind} = 'boolean' and ${t.booleanValue} is not null and ${t.stringValue} is null) or (${t.kind} = 'string' and ${t.stringValue} is not null and ${t.booleanValue} is null)`,
    ),
  ],
);
