import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, updatedAt } from './columns';

export const contentPages = pgTable(
  'content_pages',
  {
    ...serialId,
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    ...updatedAt,
  },
  (t) => [check('content_pages_slug', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);
