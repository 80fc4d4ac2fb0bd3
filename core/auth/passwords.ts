import { z } from 'zod';
import { VALIDATION_MESSAGES } from '#core/validation/messages';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another';

/**
 * The most common passwords of at least eight characters in public breach lists. Shorter ones are
 * refused by the length rule already, so they need not be listed.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '0123456789',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '12341234',
  '11223344',
  '123123123',
  '147258369',
  '987654321',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjkl',
  'asdfasdf',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'changeme',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'aa123456',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'jordan23',
  'liverpool',
  'chocolate',
  'butterfly',
  'babygirl',
  'midnight',
  'mustang1',
  'aotearoa',
  'newzealand',
  'improvfest',
  'improvisation',
  'festival',
  'nzif2027',
]);

/** True for passwords on the common list, whatever their case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A new password: long enough, not absurdly long, not a common one. Spaces count. */
export const ZNewPassword = z
  .string({ error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : undefined) })
  .min(MIN_PASSWORD_LENGTH, { error: VALIDATION_MESSAGES.tooShort(MIN_PASSWORD_LENGTH) })
  .max(MAX_PASSWORD_LENGTH, { error: VALIDATION_MESSAGES.tooLong(MAX_PASSWORD_LENGTH) })
  .refine((password) => !isCommonPassword(password), { error: COMMON_PASSWORD_MESSAGE });
