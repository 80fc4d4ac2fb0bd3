import type { AddressInfo } from 'node:net';
import { asc, eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, users } from '#server/db/schema/index';
import { DEMO_STAFF, DEMO_TEAM_MEMBER } from '#server/db/seed/demo';
import {
  createEmailJobs,
  createSmtpTransport,
  deliverPendingEmails,
  type EmailTransport,
  MAX_EMAIL_ATTEMPTS,
  outboxOnlyTransport,
  queueEmail,
  queueEmails,
  retryDelayMs,
} from '#server/lib/mail/index';
import { createTestApp, type TestApp } from '#server/test/harness';

interface Received {
  from: string;
  to: string[];
  body: string;
}

let t: TestApp;
let smtp: SMTPServer;
let smtpPort = 0;
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const failing = (message: string): EmailTransport => ({
  name: 'failing',
  async send() {
    throw new Error(message);
  },
});

/** Queues an email of kind `test` to this address (subject 's' and text 'x' unless given). */
const queueTestEmail = (to: string, fields: Partial<Parameters<typeof queueEmail>[1]> = {}) =>
  queueEmail(t.db, { kind: 'test', to, subject: 's', text: 'x', ...fields });

async function clearOutbox() {
  await t.db.update(emails).set({ state: 'sent' }).where(eq(emails.state, 'pending'));
}

describe('email outbox', () => {
  it('delivers queued emails over SMTP and marks them sent', async () => {
    await clearOutbox();
    const now = new Date(Date.now() + 1000);
    const email = await queueTestEmail('someone@example.org', {
      subject: 'Hello from the outbox',
      text: 'Plain words',
      html: '<p>Plain words</p>',
    });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'NZIF <hello@improvfest.nz>');
    const report = await deliverPendingEmails(t.db, transport, now);
    transport.close();
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(received.at(-1)).toMatchObject({ from: 'hello@improvfest.nz', to: ['someone@example.org'] });
    expect(received.at(-1)?.body).toContain('Subject: Hello from the outbox');
    const [row] = await t.db
      .select()
      .from(emails)
      .where(eq(emails.id, email?.id ?? 0));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('queues an email with a dedupe key only once', async () => {
    const first = await queueTestEmail('a@example.org', { text: 't', dedupeKey: 'once:1' });
    const second = await queueTestEmail('a@example.org', { text: 't', dedupeKey: 'once:1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });

  it('queues many emails in one go, each dedupe key once, and says which were new [issue 32]', async () => {
    const email = (n: number) => ({
      kind: 'test',
      to: `m${n}@example.org`,
      subject: `s${n}`,
      text: `“${n}”\n`,
      dedupeKey: `many:${n}`,
    });
    await queueTestEmail('m1@example.org', { dedupeKey: 'many:1' });
    const ids = await queueEmails(t.db, [email(1), email(2), email(3)]);
    expect(ids).toHaveLength(2);
    const rows = await t.db.select().from(emails).where(inArray(emails.id, ids)).orderBy(asc(emails.id));
    expect(rows.map((row) => [row.to, row.subject, row.text, row.html, row.state])).toEqual([
      ['m2@example.org', 's2', '“2”\n', null, 'pending'],
      ['m3@example.org', 's3', '“3”\n', null, 'pending'],
    ]);
    expect(await queueEmails(t.db, [email(2), email(3)])).toEqual([]);
  });

  it('retries with backoff and gives up after the last attempt, keeping the row', async () => {
    await clearOutbox();
    const email = await queueTestEmail('retry@example.org', { subject: 'Retry me' });
    // Pin the first due time: PostgreSQL keeps microseconds where a Date keeps milliseconds.
    let now = new Date('2027-09-01T00:00:00.000Z');
    await t.db
      .update(emails)
      .set({ nextAttemptAt: now })
      .where(eq(emails.id, email?.id ?? 0));
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      // Not due before its next attempt.
      expect(
        (await deliverPendingEmails(t.db, failing('SMTP down'), new Date(now.getTime() - 1))).retrying,
      ).toBe(0);
      const report = await deliverPendingEmails(t.db, failing('SMTP down'), now);
      const [row] = await t.db
        .select()
        .from(emails)
        .where(eq(emails.id, email?.id ?? 0));
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toBe('SMTP down');
      if (attempt < MAX_EMAIL_ATTEMPTS) {
        expect(report.retrying).toBe(1);
        expect(row?.state).toBe('pending');
        expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        now = row?.nextAttemptAt ?? now;
      } else {
        expect(report.failed).toBe(1);
        expect(row?.state).toBe('failed');
      }
    }
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('without SMTP, the outbox itself is the mailbox: emails are marked sent and stay readable', async () => {
    await clearOutbox();
    await queueTestEmail('outbox@example.org', { subject: 'Kept', text: 'Readable by staff' });
    expect(await deliverPendingEmails(t.db, outboxOnlyTransport, new Date(Date.now() + 1000))).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
  });

  it('a delivery job sends its email once: a second job for the same email sends nothing', async () => {
    await clearOutbox();
    const email = await queueTestEmail('worker@example.org', { subject: 'By job' });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'NZIF <hello@improvfest.nz>');
    const [delivery] = createEmailJobs(transport);
    const attempt = { retryCount: 0, final: false };
    const before = received.filter((mail) => mail.to.includes('worker@example.org')).length;
    // Two jobs at once (a duplicate), then a late retry: the outbox claim lets one of them send.
    await Promise.all([
      delivery.run(t.services, { emailId: email?.id ?? 0 }, attempt),
      delivery.run(t.services, { emailId: email?.id ?? 0 }, attempt),
    ]);
    await delivery.run(t.services, { emailId: email?.id ?? 0 }, { retryCount: 1, final: true });
    transport.close();
    const [row] = await t.db
      .select()
      .from(emails)
      .where(eq(emails.id, email?.id ?? 0));
    expect(row?.state).toBe('sent');
    expect(row?.attempts).toBe(1);
    expect(received.filter((mail) => mail.to.includes('worker@example.org')).length - before).toBe(1);
  });

  it('only admins can read the outbox (it holds reset links)', async () => {
    const query = '{ emails(limit: 5) { id to subject state } }';
    const anonymous = await t.graphql(query);
    expect(anonymous.errors?.[0]?.message).toBe('Not allowed');
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
    const [team] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_TEAM_MEMBER.email));
    const asTeam = await t.graphql(query, {}, { headers: await t.headersFor(team?.id ?? 0) });
    expect(asTeam.errors?.[0]?.message).toBe('Not allowed');
    const adminId = admin?.id ?? 0;
    const response = await t.graphql<{ emails: Array<{ to: string }> }>(
      query,
      {},
      { headers: await t.headersFor(adminId) },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.emails.length).toBeGreaterThan(0);
  });
});
