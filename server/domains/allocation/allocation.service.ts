import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, like, lt, sql } from 'drizzle-orm';
import {
  type AllocationInstance,
  type AllocationMeasures,
  allocate,
  checkHardRules,
  computeMeasures,
  validateInstance,
} from '#core/allocation/index';
import { slotKeys } from '#core/festival/dates';
import { displayName } from '#core/people/names';
import { festivalPhase } from '#core/registrations/phase';
import type { Database } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import {
  activities,
  allocationRuns,
  emails,
  placements,
  preferences,
  profiles,
  registrations,
  sessions,
  users,
} from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { recordAudit } from '#server/lib/audit';
import { enqueueEmailDelivery } from '#server/lib/mail/index';
import { waitForInlineJobs } from '#server/lib/queue/index';
import { type JobProgressEvent, topics } from '#server/realtime/topics';
import type { AppServices } from '#server/services/app-services';
import { defineJob } from '#server/services/app-services';
import { NotFoundError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import {
  AllocationNotDraftError,
  AllocationRerunRefusedError,
  AllocationRunningError,
  MoveRefusedError,
} from './allocation.errors';
import {
  type AllocationDraft,
  applyMove,
  createDraft,
  DraftMoveError,
  type Move,
  redoAdjustment,
  undoAdjustment,
} from './draft';

export type AllocationRunRow = typeof allocationRuns.$inferSelect;
/** `full` draws everyone; `unplaced-only` (docs/allocation.md) only people holding no place. */
export type AllocationMode = 'full' | 'unplaced-only';
type Services = Pick<AppServices, 'db' | 'pubsub' | 'now' | 'jobs'>;
/** Staff's scope on the current festival, with the queue and pubsub runs and publishing use. */
export type AllocationScope = ServiceScope<Viewer> & Pick<AppServices, 'pubsub' | 'jobs'>;

/** Sessions with no capacity set take anyone; the engine needs a number. */
const UNLIMITED_CAPACITY = 100_000;
/**
 * A "running" run with no job on the queue after this long lost it (its process died between
 * creating the run and queueing the job); a lost job itself is retried or given up by the queue.
 */
const ORPHANED_RUN_MS = 10 * 1000;
export const ALLOCATION_EMAIL_KIND = 'allocation-result';

export interface SessionInfo {
  id: string;
  activityId: string;
  name: string;
  slug: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  slots: string[];
}

export interface PersonInfo {
  registrationId: string;
  name: string;
  email: string;
}

// ─── Loading the lottery's inputs ────────────────────────────────────────────────────────────────

/**
 * The festival's workshop sessions (not cancelled ones, nor a draft's: nobody can rank those,
 * decision 020), with their slots, as the review and the emails show them.
 */
export async function listWorkshopSessions(db: Database, festivalId: number): Promise<SessionInfo[]> {
  const rows = await db
    .select({
      id: sessions.id,
      activityId: sessions.activityId,
      name: activities.name,
      slug: activities.slug,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      capacity: sessions.capacity,
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        eq(activities.festivalId, festivalId),
        eq(activities.type, 'Workshop'),
        isNull(sessions.cancelledAt),
        isNotNull(activities.publishedAt),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(activities.name));
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    activityId: String(row.activityId),
    slots: slotKeys(row.startsAt, row.endsAt),
  }));
}

/**
 * The lottery's instance: the festival's workshop sessions (with places already held), and every
 * completed registration that ranked one of them, plus anyone holding a place (so held places
 * count against capacity and the engine knows whose they are).
 *
 * In `unplaced-only` mode the instance holds only the registrations with no workshop place, and
 * each session offers only what is left (capacity minus places held), so nothing anyone holds can
 * move.
 */
export async function loadAllocationInstance(
  db: Database,
  festivalId: number,
  mode: AllocationMode = 'full',
): Promise<AllocationInstance> {
  const workshopSessions = await listWorkshopSessions(db, festivalId);
  const sessionIds = workshopSessions.map((s) => Number(s.id));
  if (sessionIds.length === 0) return { sessions: [], registrations: [] };
  const held = await db
    .select({ registrationId: placements.registrationId, sessionId: placements.sessionId })
    .from(placements)
    .where(inArray(placements.sessionId, sessionIds));
  const ranked = await db
    .select({
      registrationId: preferences.registrationId,
      sessionId: preferences.sessionId,
      position: preferences.position,
    })
    .from(preferences)
    .innerJoin(registrations, eq(registrations.id, preferences.registrationId))
    .where(
      and(
        inArray(preferences.sessionId, sessionIds),
        eq(registrations.festivalId, festivalId),
        isNotNull(registrations.completedAt),
      ),
    )
    .orderBy(asc(preferences.registrationId), asc(preferences.position));

  const byRegistration = new Map<string, { sessionId: string; position: number }[]>();
  for (const row of ranked) {
    const id = String(row.registrationId);
    byRegistration.set(id, [
      ...(byRegistration.get(id) ?? []),
      { sessionId: String(row.sessionId), position: row.position },
    ]);
  }
  if (mode === 'unplaced-only') return unplacedOnlyInstance(workshopSessions, held, byRegistration);
  for (const row of held) {
    const id = String(row.registrationId);
    if (!byRegistration.has(id)) byRegistration.set(id, []);
  }
  return {
    sessions: workshopSessions.map((s) => ({
      id: s.id,
      activityId: s.activityId,
      capacity: s.capacity ?? UNLIMITED_CAPACITY,
      slots: s.slots,
      placements: held.filter((h) => String(h.sessionId) === s.id).map((h) => String(h.registrationId)),
    })),
    registrations: [...byRegistration.entries()]
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([id, prefs]) => ({ id, preferences: prefs })),
  };
}

function unplacedOnlyInstance(
  workshopSessions: SessionInfo[],
  held: { registrationId: number; sessionId: number }[],
  byRegistration: Map<string, { sessionId: string; position: number }[]>,
): AllocationInstance {
  const placed = new Set(held.map((h) => String(h.registrationId)));
  return {
    sessions: workshopSessions.map((s) => ({
      id: s.id,
      activityId: s.activityId,
      capacity: Math.max(
        0,
        (s.capacity ?? UNLIMITED_CAPACITY) - held.filter((h) => String(h.sessionId) === s.id).length,
      ),
      slots: s.slots,
      placements: [],
    })),
    registrations: [...byRegistration.entries()]
      .filter(([id, prefs]) => !placed.has(id) && prefs.length > 0)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([id, prefs]) => ({ id, preferences: prefs })),
  };
}

/** Whether general registration has opened: from then on places are people's own (see docs/allocation.md). */
export function generalRegistrationHasOpened(festival: FestivalRow, now: Date): boolean {
  const phase = festivalPhase(festival, now);
  return phase === 'general' || phase === 'closed';
}

export async function listPeople(db: Database, registrationIds: readonly string[]): Promise<PersonInfo[]> {
  const ids = registrationIds.map(Number).filter(Number.isSafeInteger);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: registrations.id, email: users.email, name: profiles.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(registrations.id, ids));
  return rows.map((row) => ({
    registrationId: String(row.id),
    email: row.email,
    name: displayName(row.name, row.email),
  }));
}

// ─── Runs ────────────────────────────────────────────────────────────────────────────────────────

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
  services: Pick<Services, 'db' | 'jobs' | 'pubsub'>,
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
  services: Pick<Services, 'db' | 'pubsub'>,
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
async function runAllocationJob(services: Services, runId: number, pauseMs: number): Promise<void> {
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

// ─── Adjustments ─────────────────────────────────────────────────────────────────────────────────

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

// ─── Emails ──────────────────────────────────────────────────────────────────────────────────────

export interface EmailStatus {
  sent: number;
  pending: number;
  failed: number;
}

export async function allocationEmailStatus(db: Database, runId: number): Promise<EmailStatus> {
  const rows = await db
    .select({ state: emails.state, count: sql<number>`count(*)::int` })
    .from(emails)
    .where(and(eq(emails.kind, ALLOCATION_EMAIL_KIND), like(emails.dedupeKey, `allocation:${runId}:%`)))
    .groupBy(emails.state);
  const count = (state: string) => Number(rows.find((r) => r.state === state)?.count ?? 0);
  return { sent: count('sent'), pending: count('pending'), failed: count('failed') };
}

/** Puts the run's failed emails back in the outbox for the worker to try again from scratch. */
export async function resendFailedAllocationEmails(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  input: { runId: number },
): Promise<number> {
  const run = await findAllocationRun(db, festival.id, input.runId);
  if (!run) throw new NotFoundError('Allocation');
  const rows = await db.transaction(async (tx) => {
    const requeued = await tx
      .update(emails)
      .set({ state: 'pending', attempts: 0, lastError: null, nextAttemptAt: now })
      .where(
        and(
          eq(emails.kind, ALLOCATION_EMAIL_KIND),
          eq(emails.state, 'failed'),
          like(emails.dedupeKey, `allocation:${run.id}:%`),
        ),
      )
      .returning({ id: emails.id });
    await recordAudit(tx, viewer, {
      action: 'allocation.resend-emails',
      targetType: 'allocation_run',
      targetId: run.id,
      festivalId: festival.id,
      after: { emails: requeued.length },
    });
    return requeued;
  });
  await enqueueEmailDelivery(
    db,
    rows.map((row) => row.id),
  );
  return rows.length;
}

// ─── Review ──────────────────────────────────────────────────────────────────────────────────────

/** Everything the review screens read about one run, loaded once per request. */
export interface AllocationReview {
  run: AllocationRunRow;
  draft: AllocationDraft | null;
  sessions: SessionInfo[];
  /** Names and emails, read only when a screen asks for names (once per request). */
  people(): Promise<Map<string, PersonInfo>>;
  measures(): AllocationMeasures | null;
}

/**
 * Parsed drafts and their measures, by run, for as long as the row is unchanged: its xmin (the
 * transaction that last wrote it) says so without reading the stored draft, which is megabytes
 * at 2,000 people and was most of every review query's time (issue 32). Every server process
 * checks the row's version, so a change made by another one is seen at once.
 */
interface CachedDraft {
  version: string;
  draft: AllocationDraft | null;
  measures?: AllocationMeasures | null;
}
const draftCache = new Map<number, CachedDraft>();
const DRAFT_CACHE_SIZE = 4;
const rowVersion = sql<string>`${allocationRuns}.xmin::text`;

function remember(runId: number, entry: CachedDraft): CachedDraft {
  draftCache.delete(runId);
  draftCache.set(runId, entry);
  for (const key of draftCache.keys()) {
    if (draftCache.size <= DRAFT_CACHE_SIZE) break;
    draftCache.delete(key);
  }
  return entry;
}

/** The review of a run (its id, or the festival's latest), reading the stored draft only when it changed. */
export async function findAllocationReview(
  db: Database,
  festivalId: number,
  runId?: number | null,
): Promise<AllocationReview | null> {
  const { result: _result, ...columns } = getTableColumns(allocationRuns);
  const [head] = await db
    .select({ ...columns, version: rowVersion })
    .from(allocationRuns)
    .where(
      runId == null
        ? eq(allocationRuns.festivalId, festivalId)
        : and(eq(allocationRuns.festivalId, festivalId), eq(allocationRuns.id, runId)),
    )
    .orderBy(desc(allocationRuns.startedAt), desc(allocationRuns.id))
    .limit(1);
  if (!head) return null;
  const { version, ...row } = head;
  let cached = draftCache.get(row.id);
  if (cached?.version !== version) {
    const [stored] = await db
      .select({ result: allocationRuns.result, version: rowVersion })
      .from(allocationRuns)
      .where(eq(allocationRuns.id, row.id));
    cached = remember(row.id, {
      version: stored?.version ?? version,
      draft: draftOf({ result: stored?.result ?? null } as AllocationRunRow),
    });
  }
  return reviewFrom(db, { ...row, result: cached.draft }, cached);
}

export async function loadAllocationReview(db: Database, run: AllocationRunRow): Promise<AllocationReview> {
  return reviewFrom(db, run, { version: '', draft: draftOf(run) });
}

async function reviewFrom(
  db: Database,
  run: AllocationRunRow,
  cached: CachedDraft,
): Promise<AllocationReview> {
  const { draft } = cached;
  const workshopSessions = await listWorkshopSessions(db, run.festivalId);
  const inDraft = new Set(draft?.instance.sessions.map((s) => s.id) ?? []);
  let people: Promise<Map<string, PersonInfo>> | undefined;
  return {
    run,
    draft,
    sessions: draft ? workshopSessions.filter((s) => inDraft.has(s.id)) : workshopSessions,
    people() {
      people ??= draft
        ? listPeople(
            db,
            draft.instance.registrations.map((r) => r.id),
          ).then((rows) => new Map(rows.map((p) => [p.registrationId, p])))
        : Promise.resolve(new Map());
      return people;
    },
    measures() {
      if (cached.measures === undefined)
        cached.measures = draft ? computeMeasures(draft.instance, draft.current.placements) : null;
      return cached.measures;
    },
  };
}

// ─── The participant's own result ────────────────────────────────────────────────────────────────

export interface ViewerAllocation {
  run: AllocationRunRow;
  draft: AllocationDraft;
  registrationId: string;
  sessions: SessionInfo[];
}

/**
 * The viewer's lottery result, only once staff have published it: before that the draft is staff's
 * working copy and nothing in it is promised.
 */
export async function findViewerAllocation(
  db: Database,
  { viewer, festival }: ServiceScope<Viewer>,
): Promise<ViewerAllocation | null> {
  const [registration] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.festivalId, festival.id), eq(registrations.userId, viewer.id)));
  if (!registration) return null;
  const [run] = await db
    .select()
    .from(allocationRuns)
    .where(and(eq(allocationRuns.festivalId, festival.id), eq(allocationRuns.state, 'published')))
    .orderBy(desc(allocationRuns.publishedAt))
    .limit(1);
  const draft = run ? draftOf(run) : null;
  if (!run || !draft) return null;
  const registrationId = String(registration.id);
  if (!draft.instance.registrations.some((r) => r.id === registrationId)) return null;
  return { run, draft, registrationId, sessions: await listWorkshopSessions(db, festival.id) };
}
