import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';

/**
 * Append-only record of staff actions (issue 15). A trigger in the migration refuses UPDATE and
 * DELETE, so rows are never rewritten. The actor is kept by id and by name at the time, without a
 * foreign key: removing a user must not rewrite history.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    ...serialId,
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    /** What was done, `domain.verb` (e.g. `activity.update`, `payment.refund`, `place.add`). */
    action: text('action').notNull(),
    /** What it was done to: a type name (`Activity`, `Registration`, …) and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    festivalId: integer('festival_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Why, when staff gave a reason (e.g. adding someone over capacity). */
    reason: text('reason'),
    ...createdAt,
  },
  (t) => [
    index('audit_entries_created').on(t.createdAt),
    index('audit_entries_target').on(t.targetType, t.targetId),
    index('audit_entries_actor').on(t.actorUserId),
  ],
);
