import { and, desc, eq, lt } from 'drizzle-orm';
import { allocate, checkHardRules, validateInstance } from '#core/allocation/index';
import type { Database } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { allocationRuns } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { waitForInlineJobs } from '#server/lib/queue/index';
import { type JobProgressEvent, topics } from '#server/realtime/topics';
import type { AppServices } from '#server/services/app-services';
import { defineJob } from '#server/services/app-services';
import { AllocationRerunRefusedError, AllocationRunningError } from './allocation.errors';
import type {
  AllocationMode,
  AllocationRunRow,
  AllocationScope,
  AllocationServices,
} from './allocation.types';
import { generalRegistrationHasOpened, loadAllocationInstance } from './allocation-inputs';
import { type AllocationDraft, createDraft } from './draft';

// Lottery runs: starting one, the background job that draws it, and runs whose job was lost.

/**
 * A "running" run with no job on the queue after this long lost it (its process died between
 * creating the run and queueing the job); a lost job itself is retried or given up by the queue.
 */
const ORPHANED_RUN_MS = 10 * 1000;
/** The run with this id, or the festival's latest when no id is given. */
export async function findAllocationRun(
  db: Database,
  festivalId: number,
  runId?: number | null,
): Promise<AllocationRunRow | null> {
  const [row] = await db
    .select()
    .from(allocationRuns)
    .where(
      runId == null
        ? eq(allocationRuns.festivalId, festivalId)
        : and(eq(allocationRuns.festivalId, festivalId), eq(allocationRuns.id, runId)),
    )
    .orderBy(desc(allocationRuns.startedAt), desc(allocationRuns.id))
    .limit(1);
  return row ?? null;
}

export function draftOf(run: AllocationRunRow): AllocationDraft | null {
  const result = run.result as AllocationDraft | null;
  return result && result.version === 1 ? result : null;
}

export function progressEvent(run: AllocationRunRow): JobProgressEvent {
  const state =
    run.state === 'running'
      ? run.progress === 0
        ? 'pending'
        : 'working'
      : run.state === 'failed'
        ? 'failed'
        : 'completed';
  return {
    id: String(run.id),
    state,
    progress: state === 'completed' ? 100 : run.progress,
    total: 100,
    error: run.error,
  };
}

/** Jobs running in this process: a test (or a graceful shutdown) can wait for them. */
const activeJobs = new Map<number, Promise<void>>();

export async function waitForAllocationJobs(): Promise<void> {
  await waitForInlineJobs();
  await Promise.allSettled([...activeJobs.values()]);
}

const runKey = (runId: number) => `run:${runId}`;

/** Test seam: a pause between the job's steps, so a test can kill the process mid-run. */
const testPauseMs = (services: AppServices) =>
  services.env.NODE_ENV === 'test' ? Number(process.env.FESTIVAL_TEST_JOB_PAUSE_MS ?? 0) : 0;

/**
 * The lottery as a queued job. The queue expects a heartbeat while it runs: if its process dies
 * the job is retried on another process within seconds (the draw is seeded, so a retry gives the
 * same result); after the last retry the run is marked failed, so a new run can start at once.
 */
export const allocationRunJob = defineJob<{ runId: number }>({
  name: 'allocation-run',
  settings: { retryLimit: 2, expireInSeconds: 15 * 60, heartbeatSeconds: 10 },
  async run(services, { runId }) {
    const job = runAllocationJob(services, runId, testPauseMs(services)).finally(() =>
      activeJobs.delete(runId),
    );
    activeJobs.set(runId, job);
    await job;
  },
  async onGiveUp(services, { runId }) {
    await failRun(
      services,
      runId,
      'Interrupted: the server running the lottery stopped. Start it again.',
      services.now(),
    );
  },
});

export const allocationJobs = [allocationRunJob] as const;

/**
 * Starts a lottery run for the current festival as a background job and returns at once. Earlier
 * drafts are discarded (their manual changes are lost, which the page warns about). A second start
 * while one runs is refused: the partial unique index `allocation_runs_one_running` makes that hold
 * even when two staff press Start at the same moment, on different server processes.
 */
export async function startAllocationRun(
  db: Database,
  scope: AllocationScope,
  input: { seed?: number | null; mode?: AllocationMode },
): Promise<AllocationRunRow> {
  const { viewer, festival, now } = scope;
  const mode = input.mode ?? 'full';
  if (mode === 'full' && generalRegistrationHasOpened(festival, now))
    throw new AllocationRerunRefusedError('run');
  const seed = input.seed ?? Math.floor(Math.random() * 2 ** 31);
  let run: AllocationRunRow;
  try {
    await failOrphanedRuns({ db, jobs: scope.jobs, pubsub: scope.pubsub }, festival.id, now);
    run = await db.transaction(async (tx) => {
      const [running] = await tx
        .select({ id: allocationRuns.id })
        .from(allocationRuns)
        .where(and(eq(allocationRuns.festivalId, festival.id), eq(allocationRuns.state, 'running')));
      if (running) throw new AllocationRunningError();
      await tx
        .update(allocationRuns)
        .set({ state: 'discarded' })
        .where(and(eq(allocationRuns.festivalId, festival.id), eq(allocationRuns.state, 'draft')));
      const [row] = await tx
        .insert(allocationRuns)
        .values({
          festivalId: festival.id,
          seed,
          mode,
          state: 'running',
          startedById: viewer.id,
          startedAt: now,
        })
        .returning();
      if (!row) throw new Error('Allocation run was not created');
      await recordAudit(tx, viewer, {
        action: 'allocation.start',
        targetType: 'allocation_run',
        targetId: row.id,
        festivalId: festival.id,
        after: { mode, seed },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AllocationRunningError();
    throw error;
  }
  await scope.jobs.send(allocationRunJob, { runId: run.id }, { singletonKey: runKey(run.id) });
  return run;
}

/** A run left "running" without a job would block every later start. */
async function failOrphanedRuns(
  services: Pick<AllocationServices, 'db' | 'jobs' | 'pubsub'>,
  festivalId: number,
  now: Date,
): Promise<void> {
  const running = await services.db
    .select({ id: allocationRuns.id })
    .from(allocationRuns)
    .where(
      and(
        eq(allocationRuns.festivalId, festivalId),
        eq(allocationRuns.state, 'running'),
        lt(allocationRuns.startedAt, new Date(now.getTime() - ORPHANED_RUN_MS)),
      ),
    );
  for (const { id } of running) {
    if (!(await services.jobs.isPending(allocationRunJob, runKey(id))))
      await failRun(services, id, 'Interrupted', now);
  }
}

async function failRun(
  services: Pick<AllocationServices, 'db' | 'pubsub'>,
  runId: number,
  message: string,
  finishedAt: Date,
): Promise<void> {
  const [failed] = await services.db
    .update(allocationRuns)
    .set({ state: 'failed', error: message, finishedAt })
    .where(and(eq(allocationRuns.id, runId), eq(allocationRuns.state, 'running')))
    .returning();
  if (failed) await services.pubsub.publish(topics.jobProgress(String(runId)), progressEvent(failed));
}

/** Lets the event loop serve requests between the job's steps. */
const pauseBetweenSteps = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

/**
 * The job: load the instance, draw the lottery, check it, store the draft. Progress goes to the
 * run row (for late subscribers) and to `jobProgress` subscribers through pubsub. The engine
 * itself is synchronous and takes well under a second for thousands of registrations, so it runs
 * in this process between yields rather than in a worker thread.
 */
async function runAllocationJob(services: AllocationServices, runId: number, pauseMs: number): Promise<void> {
  const { db, pubsub } = services;
  const yieldToRequests = () => pauseBetweenSteps(pauseMs);
  // Only a run still waiting for its result: a duplicate or late job changes nothing.
  const [run] = await db
    .select()
    .from(allocationRuns)
    .where(and(eq(allocationRuns.id, runId), eq(allocationRuns.state, 'running')));
  if (!run) return;
  const report = async (progress: number) => {
    const [row] = await db
      .update(allocationRuns)
      .set({ progress })
      .where(and(eq(allocationRuns.id, run.id), eq(allocationRuns.state, 'running')))
      .returning();
    if (row) await pubsub.publish(topics.jobProgress(String(run.id)), progressEvent(row));
  };
  try {
    await yieldToRequests();
    await report(5);
    const instance = await loadAllocationInstance(db, run.festivalId, run.mode as AllocationMode);
    await report(25);
    await yieldToRequests();
    const checked = validateInstance(instance);
    if (!checked.ok) throw new Error(`The festival's data cannot be allocated: ${checked.errors.join('; ')}`);
    await report(40);
    await yieldToRequests();
    const result = allocate(checked.instance, { seed: run.seed });
    await report(80);
    await yieldToRequests();
    const violations = checkHardRules(checked.instance, result);
    if (violations.length > 0)
      throw new Error(`The lottery broke a hard rule: ${violations.slice(0, 3).join('; ')}`);
    await report(95);
    const [done] = await db
      .update(allocationRuns)
      .set({
        state: 'draft',
        progress: 100,
        result: createDraft(checked.instance, result),
        finishedAt: services.now(),
      })
      .where(and(eq(allocationRuns.id, run.id), eq(allocationRuns.state, 'running')))
      .returning();
    if (done) await pubsub.publish(topics.jobProgress(String(run.id)), progressEvent(done));
  } catch (error) {
    // The draw is deterministic, so retrying a failed check would fail again: record it instead.
    const message = error instanceof Error ? error.message : String(error);
    await failRun(services, run.id, message, services.now()).catch(() => undefined);
  }
}
