import { domainError } from '#server/services/errors';

/** Wrong email or password; deliberately the same message for both, so it reveals no accounts. */
export class InvalidCredentialsError extends domainError(
  'INVALID_CREDENTIALS',
  () => 'Invalid email or password',
) {}

/** A reset link that is unknown, already used or older than its lifetime. */
export class InvalidResetTokenError extends domainError(
  'INVALID_RESET_TOKEN',
  () => 'This password reset link is invalid or has expired. Please request a new one.',
) {}

/** A log-in link that is unknown, already used or older than 15 minutes. */
export class InvalidLoginLinkError extends domainError(
  'INVALID_LOGIN_LINK',
  () => 'This log-in link is invalid, already used or has expired. Please ask for a new one.',
) {}

/** Too many attempts from one address or for one email; says when to try again. */
export class RateLimitedError extends domainError(
  'RATE_LIMITED',
  (retryAt: Date, now: Date, what: string = 'attempts') => ({
    message: `Too many ${what}. Please try again in ${describeWait(retryAt.getTime() - now.getTime())}.`,
    retryAt,
  }),
) {}

function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
