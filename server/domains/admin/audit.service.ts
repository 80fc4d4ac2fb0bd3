import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { auditEntries } from '#server/db/schema/audit';
import { toCsv } from '#server/lib/csv';
import type { CsvTable } from '#server/lib/csv-export-route';

export type AuditEntryRow = typeof auditEntries.$inferSelect;

export interface AuditFilter {
  /** Part of the actor's email or name (case-insensitive). */
  actor?: string | null;
  /** An exact action (`payment.refund`) or a domain prefix ending in a dot (`payment.`). */
  action?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  /** Pacific/Auckland calendar dates, both inclusive. */
  from?: string | null;
  to?: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Midnight at the start of a Pacific/Auckland date, as an instant. */
function aucklandMidnight(date: string): Date {
  // The offset is +12 or +13; try both and keep the one that reads back as midnight there.
  for (const offset of ['+13:00', '+12:00']) {
    const instant = new Date(`${date}T00:00:00${offset}`);
    const hour = new Intl.DateTimeFormat('en-NZ', {
      timeZone: 'Pacific/Auckland',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(instant);
    if (hour === '0') return instant;
  }
  return new Date(`${date}T00:00:00+12:00`);
}

function nextDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  const actor = filter.actor?.trim();
  if (actor) parts.push(ilike(auditEntries.actorName, `%${escapeLike(actor)}%`));
  const action = filter.action?.trim();
  if (action) {
    parts.push(
      action.endsWith('.')
        ? ilike(auditEntries.action, `${escapeLike(action)}%`)
        : eq(auditEntries.action, action),
    );
  }
  if (filter.targetType?.trim()) parts.push(eq(auditEntries.targetType, filter.targetType.trim()));
  if (filter.targetId?.trim()) parts.push(eq(auditEntries.targetId, filter.targetId.trim()));
  if (filter.from) parts.push(gte(auditEntries.createdAt, aucklandMidnight(filter.from)));
  if (filter.to) parts.push(lt(auditEntries.createdAt, aucklandMidnight(nextDate(filter.to))));
  return parts.length ? and(...parts) : undefined;
}

export const AUDIT_PAGE_MAX = 200;

export async function listAuditEntries(
  db: Database,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ entries: AuditEntryRow[]; total: number }> {
  const where = conditions(filter);
  const limit = Math.min(Math.max(page.limit, 1), AUDIT_PAGE_MAX);
  const offset = Math.max(page.offset, 0);
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

/** The actions recorded so far, for the filter's choices. */
export async function auditActions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditEntries.action })
    .from(auditEntries)
    .orderBy(auditEntries.action);
  return rows.map((row) => row.action);
}

/** The filtered audit log as a CSV table (streamed by /api/exports/audit.csv). */
export async function auditCsvTable(db: Database, filter: AuditFilter): Promise<CsvTable> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(conditions(filter))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(100_000);
  return {
    header: [
      'id',
      'time',
      'actor',
      'action',
      'target_type',
      'target_id',
      'festival',
      'reason',
      'before',
      'after',
    ],
    rows: rows.map((row) => [
      row.id,
      row.createdAt,
      row.actorName,
      row.action,
      row.targetType,
      row.targetId,
      row.festivalId,
      row.reason,
      row.before === null ? '' : JSON.stringify(row.before),
      row.after === null ? '' : JSON.stringify(row.after),
    ]),
  };
}

export async function auditCsv(db: Database, filter: AuditFilter): Promise<string> {
  const { header, rows } = await auditCsvTable(db, filter);
  return toCsv(header, [...rows]);
}
