import type { JobDefinition, JobQueue, SendOptions } from './job';

/** Jobs running (or about to run) in this process through an inline queue, for tests to await. */
const running = new Set<Promise<void>>();

/** Resolves when every inline job started so far (and any it sent without a delay) has settled. */
export async function waitForInlineJobs(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/**
 * Runs each job in this process, soon after it is sent, with the definition's retries but none of
 * its delays: the API tests' stand-in for pg-boss, so a test can await the work its request started.
 * Nothing survives the process, so it is never used by a running server.
 */
export function createInlineJobQueue<Services>(services: () => Services): JobQueue<Services> {
  const pendingKeys = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const execute = async <Data extends object>(job: JobDefinition<Data, Services>, data: Data) => {
    for (let retryCount = 0; ; retryCount++) {
      const final = retryCount >= job.settings.retryLimit;
      try {
        await job.run(services(), data, { retryCount, final });
        return;
      } catch (error) {
        if (final) {
          await job.onGiveUp?.(services(), data);
          throw error;
        }
      }
    }
  };

  const start = <Data extends object>(job: JobDefinition<Data, Services>, data: Data, key: string | null) => {
    if (key) pendingKeys.set(key, (pendingKeys.get(key) ?? 0) + 1);
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => execute(job, data))
      .catch(() => undefined)
      .finally(() => {
        running.delete(done);
        if (key) pendingKeys.set(key, (pendingKeys.get(key) ?? 1) - 1);
      });
    running.add(done);
  };

  return {
    kind: 'inline',
    async send(job, data, options: SendOptions = {}) {
      if (stopped) throw new Error('The job queue has stopped');
      const key = options.singletonKey ? `${job.name}:${options.singletonKey}` : null;
      const delay = options.startAfter ? options.startAfter.getTime() - Date.now() : 0;
      if (delay <= 0) return start(job, data, key);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopped) start(job, data, key);
      }, delay);
      timer.unref();
      timers.add(timer);
    },
    async isPending(job, singletonKey) {
      return (pendingKeys.get(`${job.name}:${singletonKey}`) ?? 0) > 0;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
