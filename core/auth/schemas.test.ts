import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '#core/validation/messages';

import { PASSWORDS_DO_NOT_MATCH, ZLogInInput, ZResetPasswordInput, ZSignUpInput } from './schemas';

beforeAll(() => installZodMessages());

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('account input rules', () => {
  it('needs an email and a password to log in [VA-1]', () => {
    expect(messages(ZLogInInput.safeParse({ email: 'nope', password: '' }))).toEqual([
      ['email', 'Invalid email'],
      ['password', 'Required'],
    ]);
  });

  it('needs at least 8 characters and not a common password [VA-1]', () => {
    const short = ZSignUpInput.safeParse({
      name: 'A B',
      email: 'a@b.nz',
      password: 'short',
      passwordConfirmation: 'short',
    });
    expect(messages(short)).toEqual([['password', 'String must contain at least 8 character(s)']]);
    // Strength (zxcvbn-ts) is checked on the server: server/domains/auth/abuse-limits.api.test.ts.
  });

  it('needs the confirmation to match [AU-4]', () => {
    const result = ZResetPasswordInput.safeParse({
      token: 't',
      password: 'a long secret',
      passwordConfirmation: 'other',
    });
    expect(messages(result)).toEqual([['passwordConfirmation', PASSWORDS_DO_NOT_MATCH]]);
    expect(
      ZSignUpInput.safeParse({
        name: 'A B',
        email: ' A@B.nz ',
        password: 'a long secret',
        passwordConfirmation: 'a long secret',
      }).data?.email,
    ).toBe('A@B.nz');
  });
});
