import { z } from 'zod';
import { email, requiredString } from '#core/validation/messages';
import { singleLine } from '#core/validation/single-line';
import { ZNewPassword } from './passwords';
import { isLocalPath } from './redirects';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const NOT_A_LOCAL_PATH = 'Must be a path on this site';

const confirmed = <T extends { password: string; passwordConfirmation: string }>(value: T) =>
  value.password === value.passwordConfirmation;
const confirmation = { error: PASSWORDS_DO_NOT_MATCH, path: ['passwordConfirmation'] };

export const ZLogInInput = z.object({
  email: email(),
  password: requiredString({ trim: false }),
});
export type TLogInInput = z.infer<typeof ZLogInInput>;

export const ZSignUpInput = z
  .object({
    name: singleLine(requiredString().max(200)),
    email: email(),
    password: ZNewPassword,
    passwordConfirmation: z.string(),
  })
  .refine(confirmed, confirmation);
export type TSignUpInput = z.infer<typeof ZSignUpInput>;

export const ZRequestPasswordResetInput = z.object({
  email: email(),
  redirectUrl: z.string().refine(isLocalPath, { error: NOT_A_LOCAL_PATH }).optional().nullable(),
});
export type TRequestPasswordResetInput = z.infer<typeof ZRequestPasswordResetInput>;

export const ZResetPasswordInput = z
  .object({
    token: requiredString(),
    password: ZNewPassword,
    passwordConfirmation: z.string(),
  })
  .refine(confirmed, confirmation);
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: requiredString({ trim: false }),
    password: ZNewPassword,
    passwordConfirmation: z.string(),
  })
  .refine(confirmed, confirmation);
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZRequestLoginLinkInput = z.object({
  email: email(),
  redirectUrl: z.string().refine(isLocalPath, { error: NOT_A_LOCAL_PATH }).optional().nullable(),
});
export type TRequestLoginLinkInput = z.infer<typeof ZRequestLoginLinkInput>;

export const ZLogInWithLinkInput = z.object({ token: requiredString() });
