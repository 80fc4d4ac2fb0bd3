import { DomainError } from '#server/graphql/errors';

/** Wrong email or password; deliberately the same message for both, so it reveals no accounts. */
export class InvalidCredentialsError extends DomainError {
  override readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('Invalid email or password');
    this.name = 'InvalidCredentialsError';
  }
}

/** A reset link that is unknown, already used or older than its lifetime. */
export class InvalidResetTokenError extends DomainError {
  override readonly code = 'INVALID_RESET_TOKEN';
  constructor() {
    super('This password reset link is invalid or has expired. Please request a new one.');
    this.name = 'InvalidResetTokenError';
  }
}

/** Too many attempts from one address or for one email; says when to try again. */
export class RateLimitedError extends DomainError {
  override readonly code = 'RATE_LIMITED';
  constructor(
    readonly retryAt: Date,
    now: Date,
    what = 'attempts',
  ) {
    super(`Too many ${what}. Please try again in ${describeWait(retryAt.getTime() - now.getTime())}.`);
    this.name = 'RateLimitedError';
  }
}

function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
