export { type BossQueueOptions, startBossQueue } from './boss';
export { createInlineJobQueue, waitForInlineJobs } from './inline';
export type {
  JobAttempt,
  JobDefinition,
  JobQueue,
  JobSettings,
  SendOptions,
} from './job';
