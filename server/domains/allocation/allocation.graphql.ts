import { builder, ErrorInterface, errorTypes } from '#server/graphql/builder';
import { type Context, currentFestival, scopeOf } from '#server/graphql/context';
import { iterateTopic } from '#server/realtime/topic-iterator';
import { type JobProgressEvent, topics } from '#server/realtime/topics';
import { NotFoundError } from '#server/services/errors';
import {
  AllocationNotDraftError,
  AllocationOutdatedError,
  AllocationRerunRefusedError,
  AllocationRunningError,
  MoveRefusedError,
} from './allocation.errors';
import { moveAllocationParticipant, stepAllocationAdjustment } from './allocation-adjustments';
import { resendFailedAllocationEmails } from './allocation-email-status';
import { findAllocationReview, loadAllocationReview } from './allocation-review';
import { AllocationRunRef, JobProgressRef, ModeEnum } from './allocation-review.graphql';
import { findAllocationRun, progressEvent, startAllocationRun } from './allocation-runs';
import { publishAllocation } from './publish.service';

// The lottery for staff: runs, adjustments, publishing and its progress.

errorTypes(AllocationRunningError, AllocationNotDraftError, AllocationOutdatedError);
builder.objectType(AllocationRerunRefusedError, {
  name: 'AllocationRerunRefusedError',
  description: 'General registration has opened: only a run for unplaced people (UNPLACED_ONLY) is allowed.',
  interfaces: [ErrorInterface],
});
builder.objectType(MoveRefusedError, {
  name: 'MoveRefusedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reason: t.string({
      description:
        'Which rule: not-ranked, full, slot-clash, same-activity, not-placed, placed-before, no-change, unknown-registration, unknown-session.',
      resolve: (error) => error.reason,
    }),
  }),
});

async function reviewOf(context: Context, runId: number | null) {
  const festival = await currentFestival(context);
  return findAllocationReview(context.db, festival.id, runId);
}

const staffOnly = { permission: 'registrations' } as const;

builder.queryFields((t) => ({
  allocationRun: t.field({
    type: AllocationRunRef,
    nullable: true,
    authScopes: staffOnly,
    description: 'A lottery run of the current festival; without an id, the latest.',
    args: { id: t.arg.id({ required: false }) },
    resolve: (_root, args, context) => reviewOf(context, args.id ? Number(args.id) : null),
  }),
}));

builder.mutationFields((t) => {
  const stepField = (direction: 'undo' | 'redo') =>
    t.field({
      type: AllocationRunRef,
      authScopes: staffOnly,
      errors: { types: [AllocationNotDraftError, NotFoundError], directResult: true },
      args: { runId: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        const input = { runId: Number(args.runId), direction };
        return loadAllocationReview(
          context.db,
          await stepAllocationAdjustment(context.db, await scopeOf(context), input),
        );
      },
    });
  return {
    startAllocation: t.field({
      type: AllocationRunRef,
      authScopes: staffOnly,
      description: 'Starts the lottery as a background job; watch it with the jobProgress subscription.',
      errors: {
        types: [AllocationRunningError, AllocationRerunRefusedError, NotFoundError],
        directResult: true,
      },
      args: {
        seed: t.arg.int({ required: false, description: 'For a reproducible draw; random otherwise.' }),
        mode: t.arg({
          type: ModeEnum,
          required: false,
          description:
            'FULL unless given; once general registration has opened only UNPLACED_ONLY is accepted.',
        }),
      },
      resolve: async (_root, args, context) => {
        const scope = { ...(await scopeOf(context)), pubsub: context.pubsub, jobs: context.jobs };
        const run = await startAllocationRun(context.db, scope, {
          seed: args.seed,
          mode: args.mode ?? 'full',
        });
        return loadAllocationReview(context.db, run);
      },
    }),
    moveAllocationParticipant: t.field({
      type: AllocationRunRef,
      authScopes: staffOnly,
      description:
        'Moves a participant in the draft: into a session, onto a waitlist (waitlist: true), or out (no toSessionId).',
      errors: { types: [MoveRefusedError, AllocationNotDraftError, NotFoundError], directResult: true },
      args: {
        runId: t.arg.id({ required: true }),
        registrationId: t.arg.id({ required: true }),
        fromSessionId: t.arg.id({ required: false }),
        toSessionId: t.arg.id({ required: false }),
        waitlist: t.arg.boolean({ required: false, defaultValue: false }),
      },
      resolve: async (_root, args, context) => {
        const run = await moveAllocationParticipant(context.db, await scopeOf(context), {
          runId: Number(args.runId),
          move: {
            registrationId: String(args.registrationId),
            fromSessionId: args.fromSessionId ? String(args.fromSessionId) : null,
            toSessionId: args.toSessionId ? String(args.toSessionId) : null,
            waitlist: args.waitlist ?? false,
          },
        });
        return loadAllocationReview(context.db, run);
      },
    }),
    undoAllocationAdjustment: stepField('undo'),
    redoAllocationAdjustment: stepField('redo'),
    publishAllocation: t.field({
      type: AllocationRunRef,
      authScopes: staffOnly,
      description:
        'Turns the draft into places and waitlists in one transaction, and queues one email per participant.',
      errors: {
        types: [AllocationOutdatedError, AllocationRerunRefusedError, AllocationNotDraftError, NotFoundError],
        directResult: true,
      },
      args: {
        runId: t.arg.id({ required: true }),
        moveToGeneralPhase: t.arg.boolean({ required: false, defaultValue: false }),
      },
      resolve: async (_root, args, context) => {
        const scope = { ...(await scopeOf(context)), pubsub: context.pubsub };
        const run = await publishAllocation(context.db, scope, {
          runId: Number(args.runId),
          moveToGeneralPhase: args.moveToGeneralPhase ?? false,
        });
        return loadAllocationReview(context.db, run);
      },
    }),
    resendAllocationEmails: t.field({
      type: AllocationRunRef,
      authScopes: staffOnly,
      description: 'Puts the run’s failed emails back in the outbox.',
      errors: { types: [NotFoundError], directResult: true },
      args: { runId: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        await resendFailedAllocationEmails(context.db, await scopeOf(context), {
          runId: Number(args.runId),
        });
        const review = await reviewOf(context, Number(args.runId));
        if (!review) throw new NotFoundError('Allocation');
        return review;
      },
    }),
  };
});

builder.subscriptionFields((t) => ({
  jobProgress: t.field({
    type: JobProgressRef,
    authScopes: staffOnly,
    description: 'Progress of a lottery run (its id); the current state first, then every change.',
    args: { jobId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, context) => {
      const festival = await currentFestival(context);
      const id = Number(args.jobId);
      return iterateTopic<JobProgressEvent>(context.pubsub, topics.jobProgress(String(args.jobId)), {
        initial: async () => {
          const run = Number.isSafeInteger(id) ? await findAllocationRun(context.db, festival.id, id) : null;
          return run ? progressEvent(run) : null;
        },
      });
    },
    resolve: (event) => event,
  }),
}));
