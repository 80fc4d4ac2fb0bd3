import { domainError } from '#server/services/errors';
import type { MoveRefusal } from './draft';

/** A lottery is already running for this festival; only one may run at a time. */
export class AllocationRunningError extends domainError(
  'ALLOCATION_RUNNING',
  () => 'The lottery is already running; wait for it to finish',
) {}

/** The run is not a draft any more (published, discarded, failed or still running). */
export class AllocationNotDraftError extends domainError(
  'ALLOCATION_NOT_DRAFT',
  (state: string) => `This allocation is ${state}, not a draft`,
) {}

/** A staff move that would break a hard rule of the allocation. */
export class MoveRefusedError extends domainError('MOVE_REFUSED', (reason: MoveRefusal, message: string) => ({
  message,
  reason,
})) {}

/** Places or registrations changed since the draft was drawn: publishing it would overwrite them. */
export class AllocationOutdatedError extends domainError(
  'ALLOCATION_OUTDATED',
  (detail: string) => `Places have changed since this draft was made (${detail}); run the lottery again`,
) {}

/**
 * General registration has opened: a full lottery would redraw places people already hold or
 * overwrite waitlists they joined. Only a run for unplaced people (mode unplaced-only) is allowed.
 */
export class AllocationRerunRefusedError extends domainError(
  'ALLOCATION_RERUN_REFUSED',
  (action: 'run' | 'publish') =>
    `General registration has opened, so the full lottery cannot be ${action === 'run' ? 're-run' : 'published'}: it would change places people already hold. Run it for unplaced people only instead.`,
) {}
