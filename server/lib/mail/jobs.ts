import type { JobQueue } from '#server/lib/queue/index';
import { type AppServices, defineJob, type Job } from '#server/services/app-services';
import { deliverEmail, dueEmailIds, type EmailTransport, setEmailEnqueuer } from './outbox';

/** One email (retries, the sweep), or a batch queued together (a lottery publish). */
export type EmailDeliveryJob = Job<{ emailId?: number; emailIds?: number[] }>;

/** Jobs of one email share a key, so a duplicate waiting job is dropped by the queue. */
const keyOf = (emailId: number) => `email:${emailId}`;
/** A batch's key names its emails, so only the very same batch is dropped as a duplicate. */
const batchKeyOf = (emailIds: readonly number[]) => `emails:${emailIds.join(',')}`;

/** Emails per delivery job: one job fetch per batch instead of per email. */
export const EMAIL_BATCH_SIZE = 25;
/**
 * Emails one job sends at once. With the job's concurrency, up to 4 × 5 sends are in flight over
 * the SMTP transport's pool of connections (transport.ts), which is where throughput comes from.
 */
const SENDS_PER_JOB = 5;

/**
 * The outbox's background work on the job queue: one `email-delivery` job per email (any server
 * process may take it; the outbox row's claim keeps it to one send), and a sweep every minute that
 * gives a job to any due email that has none (put back by staff, or queued before the queue ran).
 */
export function createEmailJobs(transport: EmailTransport): readonly [EmailDeliveryJob, Job<object>] {
  const delivery: EmailDeliveryJob = defineJob({
    name: 'email-delivery',
    settings: {
      // Retries here are for the queue's own failures (database gone, process killed); a refused
      // email is retried by the outbox's backoff, as a new job due at its next attempt.
      retryLimit: 5,
      retryDelaySeconds: 5,
      retryBackoff: true,
      retryDelayMaxSeconds: 300,
      // A batch of 25 whose sends all time out takes 5 × 50 s; expiry then only means a retry
      // that finds them sent or claimed (each email is claimed just before its own send).
      expireInSeconds: 600,
      oneQueuedPerKey: true,
      concurrency: 4,
    },
    async run(services, { emailId, emailIds }) {
      const ids = emailIds ?? (emailId === undefined ? [] : [emailId]);
      let next = 0;
      const sender = async () => {
        while (next < ids.length) {
          const id = ids[next++] as number;
          // Claimed at its own send, not the batch's start, so a slow batch never outlives a claim.
          const outcome = await deliverEmail(services.db, transport, id, services.now());
          if (outcome.state === 'pending') {
            await services.jobs.send(
              delivery,
              { emailId: id },
              { startAfter: outcome.retryAt, singletonKey: keyOf(id) },
            );
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(SENDS_PER_JOB, ids.length) }, sender));
    },
  });

  const sweep = defineJob<object>({
    name: 'email-sweep',
    settings: { retryLimit: 0, expireInSeconds: 120, oneQueuedPerKey: true, cron: '* * * * *' },
    async run(services) {
      for (const emailId of await dueEmailIds(services.db, services.now(), 1000)) {
        await services.jobs.send(delivery, { emailId }, { singletonKey: keyOf(emailId) });
      }
    },
  });
  return [delivery, sweep];
}

/** From now on every email queued in this process gets its delivery job in the same transaction. */
export function connectOutboxToQueue(
  delivery: EmailDeliveryJob,
  jobs: Pick<JobQueue<AppServices>, 'send'>,
): () => void {
  setEmailEnqueuer(async (db, emailIds) => {
    for (let start = 0; start < emailIds.length; start += EMAIL_BATCH_SIZE) {
      const batch = emailIds.slice(start, start + EMAIL_BATCH_SIZE);
      const [only] = batch;
      if (batch.length === 1 && only !== undefined)
        await jobs.send(delivery, { emailId: only }, { tx: db, singletonKey: keyOf(only) });
      else await jobs.send(delivery, { emailIds: batch }, { tx: db, singletonKey: batchKeyOf(batch) });
    }
  });
  return () => setEmailEnqueuer(null);
}
