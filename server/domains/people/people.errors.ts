import { domainError } from '#server/services/errors';

export class EmailTakenError extends domainError(
  'EMAIL_TAKEN',
  () =>
    'There is already an account with this email. Log in, or reset your password if you have forgotten it.',
) {}

/** An uploaded picture that is too big, of the wrong type or unreadable; the message says which. */
export class InvalidPictureError extends domainError('INVALID_PICTURE', (message: string) => message) {}
