import { z } from 'zod';
import { VALIDATION_MESSAGES, validationErrorMap } from './error-map';

/**
 * The generic validation messages of spec §5 [VA-1], produced by one zod error map:
 *
 * | issue                                             | message                                        |
 * | ------------------------------------------------- | ---------------------------------------------- |
 * | missing value (invalid_type, input undefined)      | Required                                       |
 * | empty `requiredString()`                          | Required                                       |
 * | other invalid_type, invalid_union, other formats  | Invalid input                                  |
 * | string too short (too_small, origin string)       | String must contain at least N character(s)    |
 * | string too long / wrong exact length              | … at most N / exactly N character(s)           |
 * | invalid_format with format email                  | Invalid email                                  |
 * | enum or literal mismatch (invalid_value)          | Invalid enum value                             |
 *
 * Anything else (number ranges, unrecognised keys, …) keeps zod's own English message. A message
 * given on a schema or check (`.min(8, 'Too short')`) always wins over this map.
 *
 * Two ways in, usable together:
 * - `installZodMessages()` once per process / page, which makes the map zod's global default;
 * - the `requiredString()` and `email()` builders, which carry the map themselves, so they give
 *   these messages even where nothing was installed (e.g. a unit test of a form schema).
 */

export { installZodMessages, VALIDATION_MESSAGES, validationErrorMap } from './error-map';

/**
 * A string that must be present and, once trimmed, non-empty: missing or blank gives 'Required'.
 * The parsed value is trimmed; pass `{ trim: false }` for values whose spaces matter (passwords),
 * where only the empty string counts as blank.
 */
export function requiredString(options: { trim?: boolean } = {}): z.ZodString {
  const base = z.string({ error: validationErrorMap });
  return (options.trim === false ? base : base.trim()).min(1, { error: VALIDATION_MESSAGES.required });
}

/**
 * An e-mail address (trimmed first): missing or blank gives 'Required' (the spec's message for an
 * empty required field, issue 28), anything else not an address 'Invalid email'. Chain `.optional()`
 * for optional fields.
 */
export function email(): z.ZodString {
  return z
    .string({ error: validationErrorMap })
    .trim()
    .check(z.minLength(1, { error: VALIDATION_MESSAGES.required, abort: true }))
    .check(z.email({ error: VALIDATION_MESSAGES.email }));
}
