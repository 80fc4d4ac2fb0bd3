import type { Database } from '#server/db/client';
import { auditEntries } from '#server/db/schema/audit';
import type { Viewer } from '#server/services/scope';

/** One staff action for the append-only audit log. */
export interface AuditRecord {
  /** `domain.verb`, e.g. `activity.update`, `payment.refund`, `place.add`. */
  action: string;
  targetType: string;
  targetId: string | number;
  festivalId?: number | null;
  /** Plain JSON snapshots of what changed (only the changed fields are enough). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Records a staff action. Call it with the same transaction that makes the change, so the entry
 * exists exactly when the change does. `actor` is null for the system (webhooks, workers).
 */
export async function recordAudit(
  db: Database,
  actor: Pick<Viewer, 'id' | 'email'> | null,
  record: AuditRecord,
): Promise<void> {
  await db.insert(auditEntries).values({
    actorUserId: actor?.id ?? null,
    actorName: actor?.email ?? 'system',
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    festivalId: record.festivalId ?? null,
    before: record.before === undefined ? null : toJson(record.before),
    after: record.after === undefined ? null : toJson(record.after),
    reason: record.reason ?? null,
  });
}

/** Dates become ISO strings and undefined fields drop out, as JSON would have them. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}
