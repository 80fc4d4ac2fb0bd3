import { and, asc, count, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { emails } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { type EmailRow, queueEmail } from '#server/lib/mail/index';
import { NotFoundError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';

/**
 * The staff view of the outbox (issue 15): search by address and kind, page past 100 by a cursor,
 * and resend one email as a new row (the old one stays as it was, a record of what happened).
 */

export const OUTBOX_PAGE_MAX = 200;

export interface OutboxFilter {
  /** Part of the address, any case. */
  to?: string | null;
  kind?: string | null;
  state?: EmailRow['state'] | null;
}

export interface OutboxPage {
  emails: EmailRow[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  total: number;
}

/** LIKE wildcards in what staff typed are matched as themselves. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(filter: OutboxFilter): SQL[] {
  const where: SQL[] = [];
  const to = filter.to?.trim();
  if (to) where.push(ilike(emails.to, `%${escapeLike(to)}%`));
  if (filter.kind) where.push(eq(emails.kind, filter.kind));
  if (filter.state) where.push(eq(emails.state, filter.state));
  return where;
}

/**
 * Newest first by id (ids only grow, so the order is total and stable while emails arrive: a new
 * email never shifts a later page the way an offset would).
 */
export async function searchOutbox(
  db: Database,
  { filter, before, limit }: { filter: OutboxFilter; before: number | null; limit: number },
): Promise<OutboxPage> {
  const size = Math.min(Math.max(limit, 1), OUTBOX_PAGE_MAX);
  const where = conditions(filter);
  const page = await db
    .select()
    .from(emails)
    .where(and(...where, ...(before === null ? [] : [lt(emails.id, before)])))
    .orderBy(desc(emails.id))
    .limit(size + 1);
  const [total] = await db
    .select({ n: count() })
    .from(emails)
    .where(and(...where));
  const more = page.length > size;
  const rows = more ? page.slice(0, size) : page;
  return {
    emails: rows,
    nextCursor: more ? String(rows.at(-1)?.id) : null,
    total: total?.n ?? 0,
  };
}

/** The kinds of email in the outbox, for the kind filter. */
export async function outboxKinds(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ kind: emails.kind }).from(emails).orderBy(asc(emails.kind));
  return rows.map((row) => row.kind);
}

/**
 * Queues a copy of an email as a new outbox row and records who asked, in one transaction. The
 * copy has no dedupe key: a resend is meant to send again.
 */
export async function resendEmail(
  db: Database,
  { viewer }: ViewerScope<Viewer>,
  { emailId }: { emailId: number },
): Promise<EmailRow> {
  return db.transaction(async (tx) => {
    const [original] = Number.isSafeInteger(emailId)
      ? await tx.select().from(emails).where(eq(emails.id, emailId))
      : [];
    if (!original) throw new NotFoundError('Email');
    const copy = await queueEmail(tx, {
      kind: original.kind,
      to: original.to,
      subject: original.subject,
      text: original.text,
      ...(original.html ? { html: original.html } : {}),
    });
    if (!copy) throw new Error('the resent email was not queued');
    await recordAudit(tx, viewer, {
      action: 'email.resend',
      targetType: 'Email',
      targetId: original.id,
      before: { state: original.state },
      after: { emailId: copy.id, to: copy.to, kind: copy.kind },
    });
    return copy;
  });
}
