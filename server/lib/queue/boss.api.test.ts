import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteClient } from '#server/db/client';
import { emails } from '#server/db/schema/index';
import {
  connectOutboxToQueue,
  createEmailJobs,
  type EmailDeliveryJob,
  type EmailRow,
  queueEmail,
} from '#server/lib/mail/index';
import { type AppServices, defineJob } from '#server/services/app-services';
import { createTestApp, type TestApp } from '#server/test/harness';
import { type JobQueue, startBossQueue } from './index';

/**
 * pg-boss on the embedded PGlite, as `npm start` runs it without DATABASE_URL: retries, giving up,
 * and emails that become jobs in the transaction that queues them. (On PostgreSQL the same queue
 * is covered by queue-crash.api.test.ts with real processes.)
 */
const onPglite = Boolean(inject('pgliteTemplateFile'));

let t: TestApp;
let queue: JobQueue<AppServices>;
let services: AppServices;
let disconnect = () => {};
let delivery: EmailDeliveryJob;
const attempts: string[] = [];
const givenUp: string[] = [];
const sent: EmailRow[] = [];

const flaky = defineJob<{ key: string }>({
  name: 'test-flaky',
  settings: { retryLimit: 2, expireInSeconds: 60 },
  async run(_services, { key }, attempt) {
    attempts.push(`${key}:${attempt.retryCount}:${attempt.final}`);
    if (attempt.retryCount === 0) throw new Error('the first attempt fails');
  },
});

const doomed = defineJob<{ key: string }>({
  name: 'test-doomed',
  settings: { retryLimit: 1, expireInSeconds: 60 },
  async run(_services, { key }, attempt) {
    attempts.push(`${key}:${attempt.retryCount}:${attempt.final}`);
    throw new Error('never works');
  },
  async onGiveUp(_services, { key }) {
    givenUp.push(key);
  },
});

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPglite)('the job queue on PGlite (pg-boss with its PGlite adapter)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const pglite = pgliteClient(t.handle);
    if (!pglite) throw new Error('expected a PGlite test database');
    const emailJobs = createEmailJobs({
      name: 'recording',
      async send(email) {
        sent.push(email);
      },
    });
    delivery = emailJobs[0];
    queue = await startBossQueue({
      connection: { pglite },
      services: () => services,
      jobs: [flaky, doomed, ...emailJobs],
      log: () => {},
      pollingIntervalSeconds: 0.5,
    });
    services = { ...t.services, jobs: queue };
    disconnect = connectOutboxToQueue(delivery, queue);
  }, 120_000);

  afterAll(async () => {
    disconnect();
    await queue?.stop();
    await t?.close();
  }, 60_000);

  it('retries a job whose attempt threw, and the retry knows whether it is the last', async () => {
    await queue.send(flaky, { key: 'a' });
    await waitUntil(() => attempts.includes('a:1:false'), 'the retry');
    expect(attempts.filter((entry) => entry.startsWith('a:'))).toEqual(['a:0:false', 'a:1:false']);
  }, 60_000);

  it('gives a job up after its last attempt and tells its definition once', async () => {
    await queue.send(doomed, { key: 'b' });
    await waitUntil(() => givenUp.includes('b'), 'giving up');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts.filter((entry) => entry.startsWith('b:'))).toEqual(['b:0:false', 'b:1:true']);
    expect(givenUp).toEqual(['b']);
  }, 60_000);

  it('an email becomes a job in the transaction that queues it: rolled back, nothing is sent; committed, it is sent once', async () => {
    await t.db
      .transaction(async (tx) => {
        await queueEmail(tx, { kind: 'test', to: 'rolled-back@example.org', subject: 'No', text: 'x' });
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    const email = await queueEmail(t.db, { kind: 'test', to: 'kept@example.org', subject: 'Yes', text: 'x' });
    await waitUntil(() => sent.some((row) => row.id === email?.id), 'the committed email');
    // A second job for the same email (a duplicate, or a retry) finds it sent.
    await queue.send(delivery, { emailId: email?.id ?? 0 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(sent.filter((row) => row.to === 'kept@example.org')).toHaveLength(1);
    expect(sent.some((row) => row.to === 'rolled-back@example.org')).toBe(false);
    const rows = await t.db.select().from(emails).where(eq(emails.to, 'rolled-back@example.org'));
    expect(rows).toHaveLength(0);
    const [kept] = await t.db
      .select()
      .from(emails)
      .where(eq(emails.id, email?.id ?? 0));
    expect(kept?.state).toBe('sent');
  }, 60_000);
});
