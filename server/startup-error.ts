/**
 * Turns a failure to reach PostgreSQL at start-up into one line naming DATABASE_URL's host and
 * the cause (issue 12 item 16); anything else is returned unchanged, to be printed as it is.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '28P01', // invalid password
  '28000', // no such role / not allowed
  '3D000', // no such database
]);

function connectionCause(error: unknown): Error | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return current;
    // pg reports several addresses tried at once as an AggregateError.
    if (current instanceof AggregateError && current.errors[0] instanceof Error) {
      const inner = connectionCause(current.errors[0]);
      if (inner) return inner;
    }
    current = current.cause;
  }
  return null;
}

export function describeStartupError(error: unknown, env: { DATABASE_URL?: string }): unknown {
  if (!env.DATABASE_URL) return error;
  const cause = connectionCause(error);
  if (!cause) return error;
  let where = 'the DATABASE_URL host';
  try {
    const url = new URL(env.DATABASE_URL);
    where = `${url.hostname}:${url.port || '5432'}`;
  } catch {
    // An unparsable URL is reported by the env check before this point.
  }
  const message = cause.message.replace(/\s+/g, ' ').trim() || String((cause as { code?: unknown }).code);
  return `Cannot reach PostgreSQL at ${where} (from DATABASE_URL): ${message}`;
}
