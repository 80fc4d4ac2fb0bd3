import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insertRows } from '#server/db/insert-rows';
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
/**
 * A claimed email is retried by another worker if its sender died before recording the result.
 * Longer than an SMTP hand-over can take (the transport's timeouts are shorter), so a live sender
 * never has its email taken away mid-send.
 */
export const EMAIL_CLAIM_MS = 2 * 60 * 1000;
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
    .values(rowOf(input))
    .onConflictDoNothing({ target: emails.dedupeKey })
    .returning();
  if (row) await enqueueEmailDelivery(db, [row.id]);
  return row ?? null;
}

const rowOf = (input: QueueEmailInput) => ({
  kind: input.kind,
  to: input.to,
  subject: input.subject,
  text: input.text,
  html: input.html ?? null,
  dedupeKey: input.dedupeKey ?? null,
});

/**
 * queueEmail for many emails at once (a lottery publish queues one per participant): one insert
 * and their delivery jobs in batches, in the caller's transaction. Returns the ids queued, in
 * order; an email whose dedupe key was already used is left out.
 */
export async function queueEmails(db: Database, inputs: readonly QueueEmailInput[]): Promise<number[]> {
  const rows = await insertRows<typeof emails, { id: number }>(
    db,
    emails,
    inputs.map(rowOf),
    sql`on conflict (dedupe_key) do nothing returning id`,
  );
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await enqueueEmailDelivery(db, ids);
  return ids;
}

/**
 * queueEmail's insert as a clause of the caller's own statement (a WITH query): the email is
 * inserted once for each row `from` yields (one, or none), so it exists exactly when the change it
 * reports does, without a statement of its own. Returns the new row's id; hand it to
 * enqueueEmailDelivery.
 */
export function insertEmailFor(from: SQL, input: QueueEmailInput): SQL {
  return sql`insert into ${emails} (kind, "to", subject, text, html, dedupe_key)
    select ${input.kind}, ${input.to}, ${input.subject}, ${input.text}, ${input.html ?? null}, ${input.dedupeKey ?? null}
    from ${from}
    on conflict (dedupe_key) do nothing
    returning id`;
}

/** Hands emails to the job queue, in the caller's transaction; set once the queue has started. */
type EmailEnqueuer = (db: Database, emailIds: readonly number[]) => Promise<void>;
let enqueuer: EmailEnqueuer | null = null;

/**
 * Lets queued emails become delivery jobs at once. Without a queue (tests that drive delivery
 * themselves) rows simply wait in the outbox; the sweep job picks up any row that has no job.
 */
export function setEmailEnqueuer(next: EmailEnqueuer | null): void {
  enqueuer = next;
}

/** Schedules delivery of pending emails, e.g. after staff put failed ones back in the outbox. */
export async function enqueueEmailDelivery(db: Database, emailIds: readonly number[]): Promise<void> {
  if (!enqueuer || emailIds.length === 0) return;
  await enqueuer(db, emailIds);
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
    const outcome = await attemptDelivery(db, transport, email, now);
    report[outcome.state === 'pending' ? 'retrying' : outcome.state] += 1;
  }
  return report;
}

export type EmailOutcome =
  | { state: 'sent' | 'failed' }
  /** Try again at `retryAt` (a failed attempt's backoff, or when another worker's claim lapses). */
  | { state: 'pending'; retryAt: Date }
  /** Nothing to do: already sent or failed, or no such email. */
  | { state: 'done' };

/**
 * Delivers one email, the job queue's unit of work. The claim makes it idempotent: a second job
 * for the same email (a duplicate, or a retry after its process died) finds it sent, or claimed
 * by a live worker, and sends nothing.
 */
export async function deliverEmail(
  db: Database,
  transport: EmailTransport,
  emailId: number,
  now: Date,
): Promise<EmailOutcome> {
  const [email] = await db
    .update(emails)
    .set({ nextAttemptAt: new Date(now.getTime() + EMAIL_CLAIM_MS) })
    .where(and(eq(emails.id, emailId), eq(emails.state, 'pending'), lte(emails.nextAttemptAt, now)))
    .returning();
  if (email) {
    const outcome = await attemptDelivery(db, transport, email, now);
    return outcome.state === 'pending' ? outcome : { state: outcome.state };
  }
  const [current] = await db
    .select({ state: emails.state, nextAttemptAt: emails.nextAttemptAt })
    .from(emails)
    .where(eq(emails.id, emailId));
  return current?.state === 'pending'
    ? { state: 'pending', retryAt: current.nextAttemptAt }
    : { state: 'done' };
}

/** Sends a claimed email and records the result: sent, or retried with backoff, or failed for good. */
async function attemptDelivery(
  db: Database,
  transport: EmailTransport,
  email: EmailRow,
  now: Date,
): Promise<{ state: 'sent' | 'failed' } | { state: 'pending'; retryAt: Date }> {
  const attempts = email.attempts + 1;
  try {
    await transport.send(email);
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    const failed = attempts >= MAX_EMAIL_ATTEMPTS;
    const retryAt = new Date(now.getTime() + retryDelayMs(attempts));
    await db
      .update(emails)
      .set({
        attempts,
        lastError: lastError.slice(0, 1000),
        state: failed ? 'failed' : 'pending',
        nextAttemptAt: retryAt,
      })
      .where(eq(emails.id, email.id));
    return failed ? { state: 'failed' } : { state: 'pending', retryAt };
  }
  await db
    .update(emails)
    .set({ state: 'sent', attempts, sentAt: now, lastError: null })
    .where(eq(emails.id, email.id));
  return { state: 'sent' };
}

/** Pending emails that are due, for the sweep that gives every one of them a delivery job. */
export async function dueEmailIds(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.state, 'pending'), lte(emails.nextAttemptAt, now)))
    .orderBy(emails.nextAttemptAt, emails.id)
    .limit(limit);
  return rows.map((row) => row.id);
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
