import path from 'node:path';
import type { AppServices } from '#server/services/app-services';
import { type DatabaseHandle, type DatabaseOptions, openDatabase, pgliteClient } from './db/client';
import { groupMessageJob, groupMessageSweepJob } from './domains/admin/index';
import { allocationJobs } from './domains/allocation/index';
import type { Env } from './env';
import { backupSourceOf, createBackupJob } from './lib/backups/index';
import { connectOutboxToQueue, createEmailJobs, createEmailTransport } from './lib/mail/index';
import { createLocalPubSub } from './lib/pubsub';
import type { JobQueue } from './lib/queue/index';
import { startBossQueue } from './lib/queue/index';
import { createRedisPubSub } from './lib/redis-pubsub';

/** Stands in until startJobs(): nothing may be queued before the workers exist. */
const notStartedQueue: JobQueue<AppServices> = {
  kind: 'pg-boss',
  send: () => Promise.reject(new Error('The job queue has not started')),
  isPending: () => Promise.reject(new Error('The job queue has not started')),
  stop: async () => {},
};

/** Where the env says the database is: DATABASE_URL's PostgreSQL, or PGlite in DATA_DIR/db. */
export function databaseOptionsFor(env: Env): DatabaseOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR, 'db') };
}

/** Opens the env's database and brings it up to date (for commands run beside the server). */
export async function openMigratedDatabase(env: Env): Promise<DatabaseHandle> {
  const database = await openDatabase({ ...databaseOptionsFor(env), poolSize: 2 });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Opens the database and the shared services the env describes. */
export async function createServices(env: Env): Promise<{ services: AppServices; database: DatabaseHandle }> {
  const database = await openDatabase(databaseOptionsFor(env));
  // With Redis, realtime events reach subscribers on every server process; without it, only this one.
  const pubsub = env.REDIS_URL ? createRedisPubSub({ url: env.REDIS_URL }) : createLocalPubSub();
  return {
    database,
    services: { env, db: database.db, pubsub, jobs: notStartedQueue, now: () => new Date() },
  };
}

/**
 * Starts the job queue (pg-boss, on PostgreSQL or on the embedded PGlite) and this process's
 * workers for every kind of background job; call it after migrating. Returns how to stop them.
 */
export async function startJobs(
  services: AppServices,
  database: DatabaseHandle,
  options: {
    log: (message: string, error?: unknown) => void;
    onJobStart?: (job: { name: string; id: string; retryCount: number }) => void;
  },
): Promise<{ stop(): Promise<void> }> {
  const transport = createEmailTransport(services.env);
  const [emailDelivery, emailSweep] = createEmailJobs(transport);
  const pglite = pgliteClient(database);
  const url = services.env.DATABASE_URL;
  const queue = await startBossQueue({
    connection: pglite ? { pglite } : { url: url as string },
    services: () => services,
    jobs: [
      ...allocationJobs,
      groupMessageJob,
      groupMessageSweepJob,
      emailDelivery,
      emailSweep,
      createBackupJob(() => backupSourceOf(database, url), services.env),
    ],
    log: options.log,
    onJobStart: options.onJobStart,
  });
  services.jobs = queue;
  const disconnect = connectOutboxToQueue(emailDelivery, queue);
  // Emails queued while no server ran get their jobs now rather than at the next minute's sweep.
  await queue.send(emailSweep, {}, { singletonKey: 'sweep' });
  // Likewise group messages a stopped process was sending (or had saved and not yet queued).
  await queue.send(groupMessageSweepJob, {}, { singletonKey: 'sweep' });
  return {
    async stop() {
      disconnect();
      await queue.stop();
      services.jobs = notStartedQueue;
      transport.close?.();
    },
  };
}

export { uploadsDirFor } from './env';
