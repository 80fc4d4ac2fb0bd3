/**
 * Recognising PostgreSQL errors by SQLSTATE. The driver (pg or PGlite) puts the code on the error
 * it throws, and Drizzle wraps that error in one of its own with the original as `cause`, so every
 * check walks the cause chain.
 */

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';
export const CHECK_VIOLATION = '23514';

/** The first SQLSTATE code (five characters) in the error's cause chain that passes `test`. */
export function findSqlState(error: unknown, test: (code: string) => boolean): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function hasSqlState(error: unknown, code: string): boolean {
  return findSqlState(error, (found) => found === code) !== null;
}

/** A unique constraint refused the row (a duplicate email, slug, running job…). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, UNIQUE_VIOLATION);
}

/** A foreign key refused the row: it points at something that does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, FOREIGN_KEY_VIOLATION);
}

/** PostgreSQL aborted the transaction for a deadlock or a serialisation failure: run it again. */
export function isRetryableTransactionError(error: unknown): boolean {
  return findSqlState(error, (code) => code === SERIALIZATION_FAILURE || code === DEADLOCK_DETECTED) !== null;
}

/**
 * The database refused a place: beyond its session's capacity, or in a cancelled session (the
 * `placements_capacity` trigger, migrations 0006 and 0011), at the statement or, where a join
 * deferred the check, at COMMIT.
 */
export function isPlacementRefused(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === CHECK_VIOLATION && constraint === 'placements_capacity') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A data exception (SQLSTATE class 22: out-of-range or malformed values), i.e. the client's input. */
export function isDataException(error: unknown): boolean {
  return findSqlState(error, (code) => code.startsWith('22')) !== null;
}
