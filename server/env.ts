import { z } from 'zod';

const optionalUrl = z.url().optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const DEV_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';

/** Every setting the server reads, parsed once at start-up. A bad value stops the process with its name. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the site, used in emailed links. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** A PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().default('.data'),
  UPLOADS_DIR: z.string().optional(),
  /** Seed the demo festival when the database has none. */
  SEED_DEMO: z
    .preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true'))
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('NZIF <hello@improvfest.nz>'),
  /** Signs CSRF tokens. Must be set (32+ random characters) in production. */
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).default(DEV_SESSION_SECRET)),
  STAFF_EMAIL: z.email().default('staff@improvfest.nz'),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Sends Stripe API calls to another base URL (the loopback fake in tests). */
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, optionalUrl),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  BANK_ACCOUNT_NAME: z.string().default('New Zealand Improv Trust'),
  BANK_ACCOUNT_NUMBER: z.string().default('38-9000-0000000-00'),
});

export type Env = z.infer<typeof ZEnv>;

function checkProductionSecrets(env: Env): string[] {
  return env.NODE_ENV === 'production' && env.SESSION_SECRET === DEV_SESSION_SECRET
    ? ['  SESSION_SECRET: must be set in production']
    : [];
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ZEnv.safeParse(source);
  if (result.success) {
    const problems = checkProductionSecrets(result.data);
    if (problems.length === 0) return result.data;
    throw new EnvError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    .join('\n');
  throw new EnvError(`Invalid configuration:\n${problems}`);
}
