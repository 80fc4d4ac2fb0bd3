import { DomainError } from '#server/graphql/errors';

export class EmailTakenError extends DomainError {
  override readonly code = 'EMAIL_TAKEN';
  constructor() {
    super(
      'There is already an account with this email. Log in, or reset your password if you have forgotten it.',
    );
    this.name = 'EmailTakenError';
  }
}

/** An uploaded picture that is too big, of the wrong type or unreadable; the message says which. */
export class InvalidPictureError extends DomainError {
  override readonly code = 'INVALID_PICTURE';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPictureError';
  }
}
