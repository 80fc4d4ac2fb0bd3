/**
 * Search-param readers for `validateSearch`. Route options stay in the entry chunk (only their
 * components are split off), so a schema library there would load on every first visit; zod's
 * modules are shared whole with the forms that use them (≈13 KB brotli). These few rules need
 * none of it.
 */

/** The param if it is a string (optionally matching `pattern`), else `fallback`. */
export function stringParam<T extends string | undefined>(
  value: unknown,
  fallback: T,
  pattern?: RegExp,
): string | T {
  if (typeof value !== 'string' || (pattern && !pattern.test(value))) return fallback;
  return value;
}

/** A param the route cannot do without: a string, or the route shows its error. */
export function requiredStringParam(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new Error(`The address needs a "${name}" text parameter.`);
  return value;
}

/**
 * A record id the route cannot do without. People type and share `?session=3`, which the router
 * parses as the number 3; links the app makes carry the string "3". Both are the same id.
 */
export function requiredIdParam(value: unknown, name: string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return requiredStringParam(value, name);
}
