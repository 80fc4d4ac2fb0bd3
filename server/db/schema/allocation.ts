import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { actor } from './auth';
import { belongsTo, serialId } from './columns';
import { festivals } from './festival';

export const allocationRunState = pgEnum('allocation_run_state', [
  'running',
  'draft',
  'published',
  'failed',
  'discarded',
]);

/** One lottery run: its inputs' seed, its result (a draft until published) and staff adjustments. */
export const allocationRuns = pgTable(
  'allocation_runs',
  {
    ...serialId,
    festivalId: belongsTo('festival_id', () => festivals.id),
    seed: integer('seed').notNull(),
    /** 'full' draws everyone; 'unplaced-only' only registrations holding no place, into what is left. */
    mode: text('mode').notNull().default('full'),
    state: allocationRunState('state').notNull().default('running'),
    progress: integer('progress').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    startedById: actor('started_by_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('allocation_runs_progress', sql`${t.progress} between 0 and 100`),
    check('allocation_runs_mode', sql`${t.mode} in ('full', 'unplaced-only')`),
    index('allocation_runs_festival').on(t.festivalId, t.startedAt),
  ],
);
