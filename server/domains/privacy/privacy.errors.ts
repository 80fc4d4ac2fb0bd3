import { blockerMessage, type ErasureBlocker } from '#core/privacy/erasure';
import { domainError } from '#server/services/errors';

/** The account cannot be erased yet; `reasons` says what must be resolved first, one sentence each. */
export class AccountDeletionRefusedError extends domainError(
  'ACCOUNT_DELETION_REFUSED',
  (blockers: readonly ErasureBlocker[]) => ({
    message: `This account cannot be deleted yet: ${blockers.map(blockerMessage).join(' ')}`,
    reasons: blockers.map(blockerMessage),
  }),
) {}
