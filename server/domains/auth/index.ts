export { RateLimitedError } from './auth.errors';
export {
  authenticate,
  authenticateRequest,
  type Credentials,
  hashToken,
  issueCredentials,
  randomToken,
  revokeCredentials,
} from './credentials.service';
export {
  CSRF_HEADER,
  createCsrfToken,
  isValidCsrfToken,
  registerCsrfProtection,
  requiresCsrfToken,
} from './csrf';
export { hashPassword } from './passwords.service';
export { assertWithinLimit, type RateLimit, recordHit, takeHit } from './rate-limits.service';
export { sessionSecretFor } from './session-secret.service';
