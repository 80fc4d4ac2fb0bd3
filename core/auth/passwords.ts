import { z } from 'zod';
import { VALIDATION_MESSAGES } from '#core/validation/messages';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

/**
 * Shown for a password a strength estimator guesses quickly. The estimate (zxcvbn-ts, with its
 * dictionaries) runs on the server only, so the web bundle does not carry the word lists.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too easy to guess. Please choose another';

/** A new password: long enough, not absurdly long (strength is the server's check). Spaces count. */
export const ZNewPassword = z
  .string({ error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : undefined) })
  .min(MIN_PASSWORD_LENGTH, { error: VALIDATION_MESSAGES.tooShort(MIN_PASSWORD_LENGTH) })
  .max(MAX_PASSWORD_LENGTH, { error: VALIDATION_MESSAGES.tooLong(MAX_PASSWORD_LENGTH) });
