import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns many tables declare alike, spread into each table (Drizzle's way of sharing columns).
 * Not exported from index.ts: they are parts of tables, not tables.
 */
export const serialId = { id: serial('id').primaryKey() };
export const createdAt = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
export const updatedAt = {
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A required link to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = <Name extends string>(column: Name, owner: () => AnyPgColumn) =>
  integer(column).notNull().references(owner, { onDelete: 'cascade' });
