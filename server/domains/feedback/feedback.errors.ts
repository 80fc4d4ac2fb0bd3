import { domainError } from '#server/services/errors';

/**
 * Feedback is for participants placed in the session, from its start until two weeks after it
 * ends. The message says which rule stopped them, so the page can show it as it is.
 */
export class FeedbackNotAllowedError extends domainError(
  'FEEDBACK_NOT_ALLOWED',
  (message: string) => message,
) {}
