/**
 * Expected failures: each names the rule it protects. They reach clients as typed results through
 * the errors plugin (fields list them in `errors.types`); anything else is masked by Yoga.
 */
export class DomainError extends Error {
  readonly code: string = 'DOMAIN_ERROR';
}

export class NotFoundError extends DomainError {
  override readonly code = 'NOT_FOUND';
  constructor(what = 'Record') {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}

export interface FieldProblem {
  path: string[];
  message: string;
}

/** Input broke a rule; `problems` says which field and why (messages as the forms show them). */
export class ValidationError extends DomainError {
  override readonly code = 'VALIDATION';
  constructor(
    message: string,
    readonly problems: FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** The viewer may not do this (row-level; coarse checks are scope-auth's). */
export class NotAllowedError extends DomainError {
  override readonly code = 'NOT_ALLOWED';
  constructor(message = 'Not allowed') {
    super(message);
    this.name = 'NotAllowedError';
  }
}
