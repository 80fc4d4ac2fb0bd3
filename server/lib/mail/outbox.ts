import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { emails } from '#server/db/schema/index';

export type EmailRow = typeof emails.$inferSelect;

export interface QueueEmailInput {
  /** What the email is for, e.g. `password-reset`; staff filter the outbox by it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Queues the email only once per key, e.g. `donation-receipt:42`. */
  dedupeKey?: string;
}

/** Something that hands one email to the outside world; throws when it could not. */
export interface EmailTransport {
  readonly name: string;
  send(email: EmailRow): Promise<void>;
}

export const MAX_EMAIL_ATTEMPTS = 6;
/** A claimed email is retried by another worker if its sender died before recording the result. */
export const EMAIL_CLAIM_MS = 5 * 60 * 1000;
const FIRST_RETRY_MS = 60 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** Delay before attempt `attempts + 1`: one minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Puts an email in the outbox, to be sent by the delivery worker. Runs inside the caller's
 * transaction when given one, so an email exists exactly when the change it reports does.
 * Returns null when an email with the same dedupe key was already queued.
 */
export async function queueEmail(db: Database, input: QueueEmailInput): Promise<EmailRow | null> {
  const [row] = await db
    .insert(emails)
    .values({
      kind: input.kind,
      to: input.to,
      subject: input.subject,
      text: input.text,
      html: input.html ?? null,
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emails.dedupeKey })
    .returning();
  return row ?? null;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the emails that are due. Each is first claimed (its next attempt pushed past the claim
 * period, under SKIP LOCKED) so two workers never send the same email, and an email whose worker
 * dies mid-send is picked up again later instead of being lost.
 */
export async function deliverPendingEmails(
  db: Database,
  transport: EmailTransport,
  now: Date,
  options: { batchSize?: number } = {},
): Promise<DeliveryReport> {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.state, 'pending'), lte(emails.nextAttemptAt, now)))
    .orderBy(emails.nextAttemptAt, emails.id)
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emails)
    .set({ nextAttemptAt: new Date(now.getTime() + EMAIL_CLAIM_MS) })
    .where(inArray(emails.id, due))
    .returning();

  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (const email of claimed.sort((a, b) => a.id - b.id)) {
    const attempts = email.attempts + 1;
    try {
      await transport.send(email);
      await db
        .update(emails)
        .set({ state: 'sent', attempts, sentAt: now, lastError: null })
        .where(eq(emails.id, email.id));
      report.sent += 1;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const failed = attempts >= MAX_EMAIL_ATTEMPTS;
      await db
        .update(emails)
        .set({
          attempts,
          lastError: lastError.slice(0, 1000),
          state: failed ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(emails.id, email.id));
      if (failed) report.failed += 1;
      else report.retrying += 1;
    }
  }
  return report;
}

/** The outbox, newest first, for staff. */
export function listEmails(
  db: Database,
  options: { limit: number; offset: number; kind?: string | null },
): Promise<EmailRow[]> {
  return db
    .select()
    .from(emails)
    .where(options.kind ? eq(emails.kind, options.kind) : sql`true`)
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(options.limit)
    .offset(options.offset);
}
