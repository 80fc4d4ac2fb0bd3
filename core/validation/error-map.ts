import type { $ZodErrorMap } from 'zod/v4/core';

/**
 * The spec's generic validation messages [VA-1] as one zod error map, with no dependency on zod's
 * method-chaining API: the page installs it at start-up and its first screens validate search
 * params with `zod/mini`, so the larger classic API loads only with the forms that use it.
 * See messages.ts for the table of issues and messages.
 */

export const VALIDATION_MESSAGES = {
  required: 'Required',
  invalid: 'Invalid input',
  email: 'Invalid email',
  enum: 'Invalid enum value',
  tooShort: (minimum: number | bigint) => `String must contain at least ${minimum} character(s)`,
  tooLong: (maximum: number | bigint) => `String must contain at most ${maximum} character(s)`,
  exactLength: (length: number | bigint) => `String must contain exactly ${length} character(s)`,
} as const;

export const validationErrorMap: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.invalid;
    case 'too_small':
      if (issue.origin !== 'string') return undefined;
      return issue.exact
        ? VALIDATION_MESSAGES.exactLength(issue.minimum)
        : VALIDATION_MESSAGES.tooShort(issue.minimum);
    case 'too_big':
      if (issue.origin !== 'string') return undefined;
      return issue.exact
        ? VALIDATION_MESSAGES.exactLength(issue.maximum)
        : VALIDATION_MESSAGES.tooLong(issue.maximum);
    case 'invalid_format':
      return issue.format === 'email' ? VALIDATION_MESSAGES.email : VALIDATION_MESSAGES.invalid;
    case 'invalid_value':
      return VALIDATION_MESSAGES.enum;
    case 'invalid_union':
      return VALIDATION_MESSAGES.invalid;
    default:
      return undefined;
  }
};

/**
 * Makes the spec's messages zod's default everywhere this zod instance is used. Safe to call more
 * than once. It replaces any other `customError` set through `z.config`.
 */
export function installZodMessages(): void {
  // What `z.config({ customError })` does, without importing zod: zod keeps its configuration on
  // this global and adopts an existing one when it loads (zod/v4/core/core.js). So the page can
  // install the messages at start-up while zod itself (≈20 KB brotli) loads only with the forms.
  // messages.test.ts checks that zod sees it.
  const holder = globalThis as { __zod_globalConfig?: { customError?: $ZodErrorMap } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.customError = validationErrorMap;
}
