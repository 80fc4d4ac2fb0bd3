import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A connection string with one of the given schemes, or unset (an empty value counts as unset). */
const optionalConnectionUrl = (scheme: RegExp, message: string) =>
  z.preprocess(emptyAsUndefined, z.string().regex(scheme, message).optional());

/** Every setting the server reads, parsed once at start-up. A bad value stops the process with its name. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the site, used in emailed links. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** A PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optionalConnectionUrl(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  DATA_DIR: z.string().default('.data'),
  UPLOADS_DIR: z.string().optional(),
  /** The built web app to serve (tests build into their own folder). */
  WEB_DIST: z.string().optional(),
  /** Seed the demo festival when the database has none. */
  SEED_DEMO: z
    .preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true'))
    .transform((v) => v === 'true'),
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): `false` (none, the default),
   * `true`, or comma-separated addresses/CIDRs. Abuse limits key on the client address. Prefer
   * the proxy's address: with `true` any client can claim any address (start-up warns).
   */
  TRUST_PROXY: z
    .preprocess(emptyAsUndefined, z.string().default('false'))
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  /**
   * Origins (comma-separated, e.g. `https://partner.example`) that may call /graphql from their
   * pages with credentials. Empty: same-origin only.
   */
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, z.string().default('')).transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalConnectionUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().default('NZIF <hello@improvfest.nz>'),
  /**
   * Signs CSRF tokens (32+ random characters). Without it the server makes one on first start and
   * keeps it in the database, shared by every process and restart (issue 25).
   */
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  STAFF_EMAIL: z.email().default('staff@improvfest.nz'),
  /** A first administrator for a database without the demo (created once, if no such account). */
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12).optional()),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Sends Stripe API calls to another base URL (the loopback fake in tests). */
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, optionalUrl),
  REDIS_URL: optionalConnectionUrl(/^rediss?:\/\//, 'must be a redis:// URL'),
  /** Who may read /metrics: this bearer token (16+ characters), and/or METRICS_ALLOW's addresses. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Addresses or CIDR ranges (comma-separated) that may read /metrics without the token. */
  METRICS_ALLOW: z.preprocess(emptyAsUndefined, z.string().default('')).transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  ),
  /** On SIGTERM, how long requests in flight and running jobs get to finish. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * On SIGTERM, how long the process keeps serving with /readyz at 503 before it stops accepting:
   * longer than the proxy's health-check interval, so the proxy stops sending it requests first.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(600).default(0),
  /** Where backups are written (npm run backup and the scheduled job); default DATA_DIR/backups. */
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How many backups the scheduled job keeps (the oldest beyond this are removed). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** When the scheduled backup runs (cron, UTC; default 14:00 UTC, 2–3 am in Auckland), or `off`. */
  BACKUP_SCHEDULE: z
    .preprocess(emptyAsUndefined, z.string().default('0 14 * * *'))
    .refine((value) => value === 'off' || value.trim().split(/\s+/).length === 5, {
      message: 'must be a cron line of five fields (UTC) or "off"',
    }),
  BANK_ACCOUNT_NAME: z.string().default('New Zealand Improv Trust'),
  /**
   * The account participants pay into by internet banking. The demo has a made-up one; outside
   * the demo (SEED_DEMO=false) it must be set, or participants could be told to pay a stranger.
   */
  BANK_ACCOUNT_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/, 'must be a New Zealand account number like 12-3456-7890123-00')
      .optional(),
  ),
});

/** The demo's made-up account, used only while SEED_DEMO is on. */
export const DEMO_BANK_ACCOUNT_NUMBER = '38-9000-0000000-00';

export type Env = z.infer<typeof ZEnv> & { BANK_ACCOUNT_NUMBER: string };

export class EnvError extends Error {}

/** What start-up should warn about in a configuration that works but is weaker than it looks. */
export function configurationWarnings(env: Pick<Env, 'TRUST_PROXY'>): string[] {
  const warnings: string[] = [];
  if (env.TRUST_PROXY === true) {
    warnings.push(
      "TRUST_PROXY=true believes any client's X-Forwarded-For, so per-address limits can be dodged. " +
        "Set it to your proxy's address or CIDR instead, e.g. TRUST_PROXY=127.0.0.1.",
    );
  }
  return warnings;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ZEnv.safeParse(source);
  if (result.success) {
    const { data } = result;
    if (!data.BANK_ACCOUNT_NUMBER && !data.SEED_DEMO) {
      throw new EnvError(
        'Invalid configuration:\n  BANK_ACCOUNT_NUMBER: required when SEED_DEMO=false (the account ' +
          'participants pay into by internet banking; the demo festival uses a made-up one)',
      );
    }
    return {
      ...data,
      BANK_ACCOUNT_NUMBER: data.BANK_ACCOUNT_NUMBER ?? DEMO_BANK_ACCOUNT_NUMBER,
    };
  }
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    .join('\n');
  throw new EnvError(`Invalid configuration:\n${problems}`);
}

/** The uploads folder the server serves: UPLOADS_DIR, else DATA_DIR/uploads. */
export function uploadsDirFor(env: Pick<Env, 'UPLOADS_DIR' | 'DATA_DIR'>): string {
  return path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'));
}

/** Where backups are written: BACKUP_DIR, else DATA_DIR/backups. */
export function backupDirFor(env: Pick<Env, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'));
}
