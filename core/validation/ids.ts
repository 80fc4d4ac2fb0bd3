/**
 * Record ids are PostgreSQL `integer` serials: 1 … 2,147,483,647. Anything else ("0", "-1", "1.5",
 * "1e3", "007", "2147483648", Arabic-Indic digits) can name no record, so the API refuses it at
 * the edge (the ID scalar) and web routes treat it as not found without asking the server.
 */
export const MAX_RECORD_ID = 2_147_483_647;

const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** The canonical string form of a record id, or null when `value` cannot be one. */
export function parseRecordId(value: unknown): string | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID ? String(value) : null;
  if (typeof value !== 'string' || !CANONICAL_ID.test(value)) return null;
  return Number(value) <= MAX_RECORD_ID ? value : null;
}

export const isRecordId = (value: unknown): value is string => parseRecordId(value) !== null;
