import { DomainError } from '#server/graphql/errors';
import type { MoveRefusal } from './draft';

/** A lottery is already running for this festival; only one may run at a time. */
export class AllocationRunningError extends DomainError {
  override readonly code = 'ALLOCATION_RUNNING';
  constructor() {
    super('The lottery is already running; wait for it to finish');
    this.name = 'AllocationRunningError';
  }
}

/** The run is not a draft any more (published, discarded, failed or still running). */
export class AllocationNotDraftError extends DomainError {
  override readonly code = 'ALLOCATION_NOT_DRAFT';
  constructor(state: string) {
    super(`This allocation is ${state}, not a draft`);
    this.name = 'AllocationNotDraftError';
  }
}

/** A staff move that would break a hard rule of the allocation. */
export class MoveRefusedError extends DomainError {
  override readonly code = 'MOVE_REFUSED';
  constructor(
    readonly reason: MoveRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'MoveRefusedError';
  }
}

/** Places or registrations changed since the draft was drawn: publishing it would overwrite them. */
export class AllocationOutdatedError extends DomainError {
  override readonly code = 'ALLOCATION_OUTDATED';
  constructor(detail: string) {
    super(`Places have changed since this draft was made (${detail}); run the lottery again`);
    this.name = 'AllocationOutdatedError';
  }
}

/**
 * General registration has opened: a full lottery would redraw places people already hold or
 * overwrite waitlists they joined. Only a run for unplaced people (mode unplaced-only) is allowed.
 */
export class AllocationRerunRefusedError extends DomainError {
  override readonly code = 'ALLOCATION_RERUN_REFUSED';
  constructor(action: 'run' | 'publish') {
    super(
      `General registration has opened, so the full lottery cannot be ${action === 'run' ? 're-run' : 'published'}: it would change places people already hold. Run it for unplaced people only instead.`,
    );
    this.name = 'AllocationRerunRefusedError';
  }
}
