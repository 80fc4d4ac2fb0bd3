import type { Database } from '#server/db/client';
import type { Env } from '#server/env';
import type { PubSub } from '#server/lib/pubsub';
import type { JobDefinition, JobQueue } from '#server/lib/queue/index';

/** Long-lived services shared by every request, job and webhook; built once by the app. */
export interface AppServices {
  env: Env;
  db: Database;
  pubsub: PubSub;
  /** Background work (lottery runs, email delivery), shared by every server process. */
  jobs: JobQueue<AppServices>;
  /** Current time; tests replace it to cross phase boundaries. */
  now: () => Date;
}

/** One kind of the app's background work: its handler is given the app's services. */
export type Job<Data extends object> = JobDefinition<Data, AppServices>;

export function defineJob<Data extends object>(definition: Job<Data>): Job<Data> {
  return definition;
}
