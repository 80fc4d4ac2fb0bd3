import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { serialId } from './columns';

/**
 * Running the service itself (issue 29): each backup attempt, scheduled or by command, so staff see
 * on the dashboard when the last one worked.
 */
export const backups = pgTable(
  'backups',
  {
    ...serialId,
    /** `schedule` (the daily job) or `command` (`npm run backup`). */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The backup's folder, once written. */
    path: text('path'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Why it failed; null while running or once it worked. */
    error: text('error'),
  },
  (t) => [index('backups_started').on(t.startedAt)],
);
