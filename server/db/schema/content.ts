import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('content_pages_slug', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);
