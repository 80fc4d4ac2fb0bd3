/**
 * Expected failures: each names the rule it protects. They reach clients as typed results through
 * the errors plugin (fields list them in `errors.types`); anything else is masked by Yoga.
 */
export class DomainError extends Error {
  readonly code: string = 'DOMAIN_ERROR';
  constructor(message?: string) {
    super(message);
    // Each error's name is its class's, as declared (tsx and Vite transform files without minifying).
    this.name = new.target.name;
  }
}

/** What an error's arguments make: its message, or its message and the fields shown beside it. */
type Description = string | { message: string };
type FieldsOf<D extends Description> = D extends string ? unknown : Readonly<Omit<D, 'message'>>;

/**
 * The base of a named DomainError: its code, and how its constructor's arguments make its message
 * and fields. Declare each error as a class of its own, so it has a name, a type and `instanceof`:
 * `export class TooLateError extends domainError('TOO_LATE', (what: string) => `${what} is over`) {}`.
 */
export function domainError<Args extends unknown[], D extends Description>(
  code: string,
  describe: (...args: Args) => D,
) {
  class Described extends DomainError {
    override readonly code = code;
    constructor(...args: Args) {
      const description: Description = describe(...args);
      const { message, ...fields } = typeof description === 'string' ? { message: description } : description;
      super(message);
      Object.assign(this, fields);
    }
  }
  return Described as unknown as new (
    ...args: Args
  ) => DomainError & FieldsOf<D>;
}

export class NotFoundError extends domainError(
  'NOT_FOUND',
  (what: string = 'Record') => `${what} not found`,
) {}

export interface FieldProblem {
  path: string[];
  message: string;
}

/** Input broke a rule; `problems` says which field and why (messages as the forms show them). */
export class ValidationError extends domainError(
  'VALIDATION',
  (message: string, problems: FieldProblem[] = []) => ({ message, problems }),
) {}

/** The viewer may not do this (row-level; coarse checks are scope-auth's). */
export class NotAllowedError extends domainError(
  'NOT_ALLOWED',
  (message: string = 'Not allowed') => message,
) {}
