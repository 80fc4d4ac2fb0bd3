import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Queue } from 'pg-boss';
import type { JobDefinition, JobQueue } from './job';

export interface BossQueueOptions<Services> {
  /** A PostgreSQL URL (pg-boss opens its own small pool), or the embedded PGlite instance. */
  connection: { url: string } | { pglite: PGlite };
  services: () => Services;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of different data types share one list
  jobs: readonly JobDefinition<any, Services>[];
  log: (message: string, error?: unknown) => void;
  /** Told when this process takes a job (for the log: which process ran what). */
  onJobStart?: (job: { name: string; id: string; retryCount: number }) => void;
  /** Seconds between passes that fail or retry jobs whose process stopped sending heartbeats. */
  monitorIntervalSeconds?: number;
  /** Seconds between a worker's polls for new jobs. */
  pollingIntervalSeconds?: number;
}

const SCHEMA = 'pgboss';
const givenUpQueue = (name: string) => `${name}.given-up`;

function queueOptions(job: JobDefinition<object, unknown>): Omit<Queue, 'name'> {
  const s = job.settings;
  return {
    policy: s.oneQueuedPerKey ? 'stately' : 'standard',
    retryLimit: s.retryLimit,
    retryDelay: s.retryDelaySeconds ?? 0,
    retryBackoff: s.retryBackoff ?? false,
    ...(s.retryDelayMaxSeconds ? { retryDelayMax: s.retryDelayMaxSeconds } : {}),
    expireInSeconds: s.expireInSeconds,
    ...(s.heartbeatSeconds ? { heartbeatSeconds: s.heartbeatSeconds } : {}),
    ...(job.onGiveUp ? { deadLetter: givenUpQueue(job.name) } : {}),
  };
}

/**
 * Starts pg-boss on the app's database (its tables live in the `pgboss` schema, which it installs
 * and migrates itself) and a worker for every job definition. Every process that calls this shares
 * the work: a job is claimed by one of them with SKIP LOCKED.
 */
export async function startBossQueue<Services>(
  options: BossQueueOptions<Services>,
): Promise<JobQueue<Services>> {
  const monitorSeconds = options.monitorIntervalSeconds ?? 2;
  const boss = new PgBoss({
    ...('url' in options.connection
      ? { connectionString: options.connection.url, max: 4, application_name: 'festival-jobs' }
      : { db: fromPglite(options.connection.pglite), backend: 'pglite' as const }),
    schema: SCHEMA,
    // The monitor pass is what notices a job whose process died (missed heartbeats); it is a few
    // indexed updates, cheap enough to run every couple of seconds.
    monitorIntervalSeconds: monitorSeconds,
    superviseIntervalSeconds: monitorSeconds,
    persistWarnings: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error) => options.log('Job queue error', error));
  await boss.start();

  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  for (const job of options.jobs) {
    if (job.onGiveUp) await ensureQueue(boss, givenUpQueue(job.name), { retryLimit: 5, retryDelay: 5 });
    await ensureQueue(boss, job.name, queueOptions(job));
  }
  const polling = options.pollingIntervalSeconds ?? 1;
  for (const job of options.jobs) {
    await boss.work<object>(
      job.name,
      {
        pollingIntervalSeconds: polling,
        batchSize: 1,
        localConcurrency: job.settings.concurrency ?? 1,
        includeMetadata: true,
      },
      async ([current]) => {
        if (!current) return;
        const final = current.retryCount >= job.settings.retryLimit;
        options.onJobStart?.({ name: job.name, id: current.id, retryCount: current.retryCount });
        await job.run(options.services(), current.data, { retryCount: current.retryCount, final });
      },
    );
    const onGiveUp = job.onGiveUp;
    if (onGiveUp) {
      await boss.work<object>(
        givenUpQueue(job.name),
        { pollingIntervalSeconds: polling },
        async ([current]) => {
          if (current) await onGiveUp(options.services(), current.data);
        },
      );
    }
    if (job.settings.cron) await boss.schedule(job.name, job.settings.cron, {}, { tz: 'UTC' });
  }

  return {
    kind: 'pg-boss',
    async send(job, data, sendOptions = {}) {
      if (!byName.has(job.name)) throw new Error(`No worker is registered for job ${job.name}`);
      await boss.send(job.name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.tx ? { db: fromDrizzle(sendOptions.tx as never, sql as never) } : {}),
      });
    },
    async isPending(job, singletonKey) {
      const jobs = await boss.findJobs(job.name, { key: singletonKey });
      return jobs.some(
        (found) => found.state === 'created' || found.state === 'retry' || found.state === 'active',
      );
    },
    async stop() {
      // Graceful: running handlers finish (up to the timeout); their jobs are then completed.
      await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}

/** createQueue leaves an existing queue as it was; updateQueue brings its settings up to date. */
async function ensureQueue(boss: PgBoss, name: string, settings: Omit<Queue, 'name'>): Promise<void> {
  if (await boss.getQueue(name)) {
    const { policy: _policy, ...changeable } = settings;
    await boss.updateQueue(name, changeable);
  } else {
    await boss.createQueue(name, settings);
  }
}
