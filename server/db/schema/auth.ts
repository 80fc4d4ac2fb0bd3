import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId } from './columns';

export const users = pgTable(
  'users',
  {
    ...serialId,
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    ...createdAt,
    /**
     * Set when the person's account was erased (decision 018): the row stays as a pseudonym that
     * payments kept for accounting still point to, with no email, password or permissions.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  // Emails are unique whatever their case.
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

/** The user who did something (started, created, checked, changed): set to null once they are deleted. */
export const actor = <Name extends string>(column: Name) =>
  integer(column).references(() => users.id, { onDelete: 'set null' });

/** One credential per user and client (device). Only a hash of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...serialId,
    userId: belongsTo('user_id', () => users.id),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    ...createdAt,
  },
  (t) => [uniqueIndex('auth_tokens_user_client').on(t.userId, t.client)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...serialId,
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
);

/**
 * One-time log-in links (issue 25): emailed on request, valid 15 minutes, used once. The way in for
 * an owner whose password budget a stranger has spent. Only a hash of the token is stored.
 */
export const loginLinks = pgTable(
  'login_links',
  {
    ...serialId,
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [index('login_links_user').on(t.userId)],
);

/** Attempts counted for abuse limits (failed log-ins, reset requests), keyed per address or per email. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    ...serialId,
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    ...createdAt,
  },
  (t) => [index('rate_limit_hits_lookup').on(t.bucket, t.key, t.createdAt)],
);

/**
 * Secrets the server makes for itself on first start when the environment gives none (today only
 * `session`, which signs CSRF tokens): kept with the data, so every process on this database and
 * every restart use the same one.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...createdAt,
});
