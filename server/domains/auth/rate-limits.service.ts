import { and, asc, count, desc, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rateLimitHits } from '#server/db/schema/index';
import { RateLimitedError } from './auth.errors';

export interface RateLimit {
  bucket: string;
  /** Hits allowed within the window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** Words for the message, e.g. 'failed log-ins'. */
  what: string;
}

const MINUTE = 60_000;

/**
 * Log-in attempts are counted before the password is checked (so parallel guesses cannot all get
 * through) per address, per (email, address) and per account whatever the address (issue 25: with
 * a proxy trusted, every request may claim its own address). Once an account's budget is spent
 * the owner gets in with an emailed one-time link (LOGIN_LINK_LIMITS), so a stranger can make
 * password log-ins wait but never keep the owner out.
 */
export const LOG_IN_LIMITS = {
  perAddress: { bucket: 'log-in:ip', limit: 30, windowMs: 15 * MINUTE, what: 'log-in attempts' },
  perEmailAndAddress: { bucket: 'log-in:email-ip', limit: 5, windowMs: 15 * MINUTE, what: 'failed log-ins' },
  perAccount: {
    bucket: 'log-in:email',
    limit: 10,
    windowMs: 15 * MINUTE,
    what: 'failed log-ins for this account',
  },
} satisfies Record<string, RateLimit>;

/** Wrong current passwords when changing it, per user (attempts counted before checking). */
export const CHANGE_PASSWORD_LIMIT: RateLimit = {
  bucket: 'change-password:user',
  limit: 5,
  windowMs: 15 * MINUTE,
  what: 'attempts',
};

export const RESET_LIMITS = {
  perAddress: { bucket: 'reset:ip', limit: 10, windowMs: 60 * MINUTE, what: 'password reset requests' },
  perEmail: { bucket: 'reset:email', limit: 3, windowMs: 60 * MINUTE, what: 'password reset requests' },
} satisfies Record<string, RateLimit>;

/** Requests for a one-time log-in link (each sends an email). */
export const LOGIN_LINK_LIMITS = {
  perAddress: { bucket: 'login-link:ip', limit: 10, windowMs: 60 * MINUTE, what: 'log-in link requests' },
  perEmail: { bucket: 'login-link:email', limit: 3, windowMs: 60 * MINUTE, what: 'log-in link requests' },
} satisfies Record<string, RateLimit>;

export const SIGN_UP_LIMITS = {
  perAddress: { bucket: 'sign-up:ip', limit: 20, windowMs: 60 * MINUTE, what: 'sign-ups from your network' },
} satisfies Record<string, RateLimit>;

/** The key's hits under the rule. */
function hitsOf(rule: RateLimit, key: string) {
  return and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key));
}

/** The key's hits within the rule's window, which ends now. */
function hitsWithin(rule: RateLimit, key: string, now: Date) {
  return and(hitsOf(rule, key), gt(rateLimitHits.createdAt, new Date(now.getTime() - rule.windowMs)));
}

/** Throws RateLimitedError, naming when to try again, if the key has used up its hits. */
export async function assertWithinLimit(
  db: Database,
  rule: RateLimit,
  key: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitHits.createdAt) })
    .from(rateLimitHits)
    .where(hitsWithin(rule, key, now));
  if (!row || row.hits < rule.limit) return;
  // The window frees a slot when its oldest hits age out.
  const [nth] = await db
    .select({ createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(hitsWithin(rule, key, now))
    .orderBy(asc(rateLimitHits.createdAt))
    .limit(1)
    .offset(row.hits - rule.limit);
  const freedAt = (nth?.createdAt ?? row.oldest ?? now).getTime() + rule.windowMs;
  throw new RateLimitedError(new Date(freedAt), now, rule.what);
}

/**
 * Checks the limit and counts this hit as one step: concurrent callers for the same key queue on a
 * transaction-scoped advisory lock, so at most `limit` of any number of parallel requests pass.
 */
export async function takeHit(db: Database, rule: RateLimit, key: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.bucket}\n${key}`}, 0))`);
    await assertWithinLimit(tx as unknown as Database, rule, key, now);
    await recordHit(tx as unknown as Database, rule, key, now);
  });
}

/** Hits of the key within the rule's window (for slowing down rather than refusing). */
export async function countHits(db: Database, rule: RateLimit, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: count() })
    .from(rateLimitHits)
    .where(hitsWithin(rule, key, now));
  return row?.hits ?? 0;
}

export async function recordHit(db: Database, rule: RateLimit, key: string, now: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket: rule.bucket, key, createdAt: now });
}

/** Takes back the newest hit of a key: the request it counted turned out not to be an attempt worth limiting. */
export async function releaseHit(db: Database, rule: RateLimit, key: string): Promise<void> {
  const newest = db
    .select({ id: rateLimitHits.id })
    .from(rateLimitHits)
    .where(hitsOf(rule, key))
    .orderBy(desc(rateLimitHits.createdAt), desc(rateLimitHits.id))
    .limit(1);
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, newest));
}

export async function clearHits(db: Database, rule: RateLimit, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(hitsOf(rule, key));
}

/** Forgets hits older than any window, so the table stays small. */
export async function pruneHits(db: Database, now: Date, olderThanMs = 24 * 60 * MINUTE): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - olderThanMs)));
}
