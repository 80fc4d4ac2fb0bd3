import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { emails } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { enqueueEmailDelivery } from '#server/lib/mail/index';
import { NotFoundError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import { findAllocationRun } from './allocation-runs';

// The results emails of a published run: how many went out, and sending failed ones again.

export const ALLOCATION_EMAIL_KIND = 'allocation-result';

export interface EmailStatus {
  sent: number;
  pending: number;
  failed: number;
}

export async function allocationEmailStatus(db: Database, runId: number): Promise<EmailStatus> {
  const rows = await db
    .select({ state: emails.state, count: sql<number>`count(*)::int` })
    .from(emails)
    .where(and(eq(emails.kind, ALLOCATION_EMAIL_KIND), like(emails.dedupeKey, `allocation:${runId}:%`)))
    .groupBy(emails.state);
  const count = (state: string) => Number(rows.find((r) => r.state === state)?.count ?? 0);
  return { sent: count('sent'), pending: count('pending'), failed: count('failed') };
}

/** Puts the run's failed emails back in the outbox for the worker to try again from scratch. */
export async function resendFailedAllocationEmails(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  input: { runId: number },
): Promise<number> {
  const run = await findAllocationRun(db, festival.id, input.runId);
  if (!run) throw new NotFoundError('Allocation');
  const rows = await db.transaction(async (tx) => {
    const requeued = await tx
      .update(emails)
      .set({ state: 'pending', attempts: 0, lastError: null, nextAttemptAt: now })
      .where(
        and(
          eq(emails.kind, ALLOCATION_EMAIL_KIND),
          eq(emails.state, 'failed'),
          like(emails.dedupeKey, `allocation:${run.id}:%`),
        ),
      )
      .returning({ id: emails.id });
    await recordAudit(tx, viewer, {
      action: 'allocation.resend-emails',
      targetType: 'allocation_run',
      targetId: run.id,
      festivalId: festival.id,
      after: { emails: requeued.length },
    });
    return requeued;
  });
  await enqueueEmailDelivery(
    db,
    rows.map((row) => row.id),
  );
  return rows.length;
}
