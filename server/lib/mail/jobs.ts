import type { JobQueue } from '#server/lib/queue/index';
import { type AppServices, defineJob, type Job } from '#server/services/app-services';
import { deliverEmail, dueEmailIds, type EmailTransport, setEmailEnqueuer } from './outbox';

export type EmailDeliveryJob = Job<{ emailId: number }>;

/** Jobs of one email share a key, so a duplicate waiting job is dropped by the queue. */
const keyOf = (emailId: number) => `email:${emailId}`;

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
      expireInSeconds: 180,
      oneQueuedPerKey: true,
      concurrency: 4,
    },
    async run(services, { emailId }) {
      const outcome = await deliverEmail(services.db, transport, emailId, services.now());
      if (outcome.state === 'pending') {
        await services.jobs.send(
          delivery,
          { emailId },
          { startAfter: outcome.retryAt, singletonKey: keyOf(emailId) },
        );
      }
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
  setEmailEnqueuer((db, emailId) =>
    jobs.send(delivery, { emailId }, { tx: db, singletonKey: keyOf(emailId) }),
  );
  return () => setEmailEnqueuer(null);
}
