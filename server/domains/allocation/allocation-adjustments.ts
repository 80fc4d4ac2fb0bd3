import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { allocationRuns } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import { AllocationNotDraftError, MoveRefusedError } from './allocation.errors';
import type { AllocationRunRow } from './allocation.types';
import { draftOf } from './allocation-runs';
import {
  type AllocationDraft,
  applyMove,
  DraftMoveError,
  type Move,
  redoAdjustment,
  undoAdjustment,
} from './draft';

// Staff's adjustments to a draft: moving a participant, undo and redo.

/**
 * Read-modify-write of a draft under a row lock, so two staff editing at once never lose a move.
 * The change is audited in the same transaction.
 */
async function updateDraft(
  db: Database,
  festivalId: number,
  runId: number,
  change: (draft: AllocationDraft) => AllocationDraft,
  audit: { viewer: Viewer; action: string; after?: unknown },
): Promise<AllocationRunRow> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(allocationRuns)
      .where(and(eq(allocationRuns.id, runId), eq(allocationRuns.festivalId, festivalId)))
      .for('update');
    if (!run) throw new NotFoundError('Allocation');
    const draft = draftOf(run);
    if (run.state !== 'draft' || !draft) throw new AllocationNotDraftError(run.state);
    const next = change(draft);
    const [saved] = await tx
      .update(allocationRuns)
      .set({ result: next })
      .where(eq(allocationRuns.id, runId))
      .returning();
    await recordAudit(tx, audit.viewer, {
      action: audit.action,
      targetType: 'allocation_run',
      targetId: runId,
      festivalId,
      after: audit.after,
    });
    return saved as AllocationRunRow;
  });
}

/** Moves one person in the draft; the hard rules are checked here, whatever the page allowed. */
export async function moveAllocationParticipant(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  input: { runId: number; move: Move },
): Promise<AllocationRunRow> {
  try {
    return await updateDraft(
      db,
      festival.id,
      input.runId,
      (draft) => applyMove(draft, input.move, { at: now, byUserId: viewer.id }),
      { viewer, action: 'allocation.move', after: input.move },
    );
  } catch (error) {
    if (error instanceof DraftMoveError) throw new MoveRefusedError(error.reason, error.message);
    throw error;
  }
}

/** Steps back (undo) or forward (redo) one adjustment; with none to step over the draft stays. */
export function stepAllocationAdjustment(
  db: Database,
  { viewer, festival }: ServiceScope<Viewer>,
  input: { runId: number; direction: 'undo' | 'redo' },
) {
  const step = input.direction === 'undo' ? undoAdjustment : redoAdjustment;
  return updateDraft(db, festival.id, input.runId, (draft) => step(draft) ?? draft, {
    viewer,
    action: `allocation.${input.direction}`,
  });
}
