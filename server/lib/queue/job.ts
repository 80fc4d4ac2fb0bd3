import type { Database } from '#server/db/client';

/** What a handler learns about the attempt it runs. */
export interface JobAttempt {
  /** 0 on the first attempt; a crash or a thrown error moves a job to the next one. */
  retryCount: number;
  /** No attempt follows this one if it throws (or its process dies). */
  final: boolean;
}

/** Queue settings a definition carries; pg-boss applies them to the queue it creates. */
export interface JobSettings {
  /** Attempts after the first, when a handler throws or its process dies. */
  retryLimit: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
  /** How long one attempt may run before it counts as lost. */
  expireInSeconds: number;
  /**
   * With a heartbeat, a running attempt proves it is alive every half interval; a process killed
   * mid-job is noticed within this many seconds (plus a monitor pass) instead of at expiry.
   */
  heartbeatSeconds?: number;
  /** One job per singleton key may wait and one run (pg-boss's `stately` policy). */
  oneQueuedPerKey?: boolean;
  /** Runs every minute, on whichever process claims it (cron syntax, UTC). */
  cron?: string;
  /** How many jobs of this kind one process runs at once. */
  concurrency?: number;
}

/**
 * One kind of background work: its name, queue settings and handler. `Services` is what the
 * handler is given (the app's services, server/services/app-services.ts); the queue passes it on
 * without knowing it, so this layer depends on nothing of the app's.
 */
export interface JobDefinition<Data extends object, Services> {
  readonly name: string;
  readonly settings: JobSettings;
  run(services: Services, data: Data, attempt: JobAttempt): Promise<void>;
  /**
   * Called once when the job is given up for good (last attempt threw, or its process died), on
   * whichever process notices; it records the failure where people will see it.
   */
  onGiveUp?(services: Services, data: Data): Promise<void>;
}

export interface SendOptions {
  /** Runs no earlier than this. */
  startAfter?: Date;
  /** With `oneQueuedPerKey`, a second job with the same key while one waits is dropped. */
  singletonKey?: string;
  /** Inserts the job in this transaction: it exists exactly when the change that needs it does. */
  tx?: Database;
}

/** Where background work is sent; every server process sharing the database runs it. */
export interface JobQueue<Services> {
  readonly kind: 'pg-boss' | 'inline';
  send<Data extends object>(
    job: JobDefinition<Data, Services>,
    data: Data,
    options?: SendOptions,
  ): Promise<void>;
  /** Whether a job with this singleton key is waiting or running (false once it completed or failed). */
  isPending(job: { name: string }, singletonKey: string): Promise<boolean>;
  stop(): Promise<void>;
}
