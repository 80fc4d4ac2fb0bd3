import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';

/** An uploaded or generated picture. Files live in the uploads folder under `storage_key`, one per size. */
export const pictures = pgTable(
  'pictures',
  {
    ...serialId,
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    blurhash: text('blurhash').notNull(),
    altText: text('alt_text').notNull().default(''),
    ...createdAt,
  },
  (t) => [check('pictures_size', sql`${t.width} > 0 and ${t.height} > 0`)],
);
