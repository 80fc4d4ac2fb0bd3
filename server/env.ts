import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A connection string with one of the given schemes, or unset (an empty value counts as unset). */
const optionalConnectionUrl = (scheme: RegExp, message: string) =>
  z.preprocess(emptyAsUndefined, z.string().regex(scheme, message).optional());
const DEV_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';

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
   * `true`, or comma-separated addresses/CIDRs. Abuse limits key on the client address.
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
   * Signs CSRF tokens; set it (32+ random characters) in production. Without it production uses a
   * random secret per process, so open pages need a reload after a restart before they can upload.
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
  BANK_ACCOUNT_NAME: z.string().default('New Zealand Improv Trust'),
  BANK_ACCOUNT_NUMBER: z.string().default('38-9000-0000000-00'),
});

export type Env = z.infer<typeof ZEnv> & { SESSION_SECRET: string };

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ZEnv.safeParse(source);
  if (result.success) {
    const fallbackSecret =
      result.data.NODE_ENV === 'production' ? randomBytes(32).toString('hex') : DEV_SESSION_SECRET;
    return { ...result.data, SESSION_SECRET: result.data.SESSION_SECRET ?? fallbackSecret };
  }
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    .join('\n');
  throw new EnvError(`Invalid configuration:\n${problems}`);
}
