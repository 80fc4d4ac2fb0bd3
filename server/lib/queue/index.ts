export { type BossQueueOptions, startBossQueue } from './boss';
export { createInlineJobQueue, waitForInlineJobs } from './inline';
export {
  defineJob,
  type JobAttempt,
  type JobDefinition,
  type JobQueue,
  type JobSettings,
  type SendOptions,
} from './job';
