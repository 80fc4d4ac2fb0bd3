import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { allocationRuns, emails, festivals, users } from '#server/db/schema/index';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { issueCredentials } from '#server/domains/auth/index';
import { connectCable } from '#server/realtime/cable-test-client';
import { createScratchDatabase } from '#server/test/postgres';
import { type ServerProcess as Server, startServerProcess, waitUntil } from '#server/test/server-process';

/**
 * Real server processes on one PostgreSQL database and one Redis, the way production runs several:
 * the process running a lottery is killed with SIGKILL; another finishes the run within seconds
 * and every email goes out exactly once. Needs PostgreSQL (the `.ci/run` pass with
 * TEST_DATABASE_URL): on the embedded PGlite there is only ever one process, so it is skipped.
 */
const templateUrl = inject('postgresTemplateUrl');
const REDIS_URL = process.env.REDIS_URL_FOR_TESTS ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each step of the lottery pauses this long in the servers, so the kill lands mid-run. */
const STEP_PAUSE_MS = 1500;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Delivery {
  to: string;
  messageId: string;
}

let databaseUrl = '';
let dropDatabase = async () => {};
let db: DatabaseHandle;
let smtp: SMTPServer;
let smtpPort = 0;
const deliveries: Delivery[] = [];
const servers: Server[] = [];
let staff: Record<string, string>;

async function startServer(name: string): Promise<Server> {
  const server = await startServerProcess(name, {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SEED_DEMO: 'false',
    FESTIVAL_TEST_JOB_PAUSE_MS: String(STEP_PAUSE_MS),
  });
  servers.push(server);
  return server;
}

const jobStarts = (server: Server, job: string) =>
  server.lines.filter((line) => line.msg === 'Job started' && line.job === job);

async function graphql<T>(
  server: Server,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staff },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

describe.skipIf(!templateUrl)('background jobs across server processes (PostgreSQL)', () => {
  beforeAll(async () => {
    const scratch = await createScratchDatabase(templateUrl as string, 'queue');
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
    db = await openDatabase({ url: databaseUrl, poolSize: 2 });

    // The servers run on the real clock: put the festival in the lottery's moment (earlybird
    // closed, general registration not yet open).
    const now = Date.now();
    await db.db.update(festivals).set({
      earlybirdOpensAt: new Date(now - 30 * DAY_MS),
      earlybirdClosesAt: new Date(now - DAY_MS),
      generalOpensAt: new Date(now + 30 * DAY_MS),
    });
    const [admin_] = await db.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_STAFF.email));
    const credentials = await issueCredentials(db.db, admin_?.id as number, new Date());
    staff = { 'access-token': credentials.accessToken, client: credentials.client, uid: credentials.uid };

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          const messageId = raw.match(/^Message-ID:\s*(\S+)/im)?.[1] ?? '';
          for (const rcpt of session.envelope.rcptTo) deliveries.push({ to: rcpt.address, messageId });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;

    await Promise.all([startServer('A'), startServer('B')]);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
    }
    await Promise.race([
      Promise.all(servers.map((server) => server.exited)),
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]);
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await db?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await dropDatabase();
  }, 60_000);

  it('a lottery whose process is killed is finished by another process within seconds, and its emails go out exactly once', async () => {
    const [a, b] = servers as [Server, Server];
    const started = await graphql<{ startAllocation: { id: string } }>(
      a,
      'mutation { startAllocation(seed: 3) { ... on AllocationRun { id } } }',
    );
    const runId = Number(started.startAllocation.id);

    // Whichever process took the job is killed mid-run (each step pauses STEP_PAUSE_MS).
    let runner: Server | undefined;
    await waitUntil(
      () => {
        runner = servers.find((server) => jobStarts(server, 'allocation-run').length > 0);
        return Boolean(runner);
      },
      30_000,
      'a process to take the lottery job',
    );
    const survivor = runner === a ? b : a;
    const cable = await connectCable(survivor.url, staff);
    await cable.waitFor((frame) => frame.type === 'welcome', 15_000);
    const progress = await cable.execute(
      'subscription($id: ID!) { jobProgress(jobId: $id) { state progress } }',
      {
        id: String(runId),
      },
    );
    (runner as Server).child.kill('SIGKILL');
    await (runner as Server).exited;
    const killedAt = Date.now();
    const [atKill] = await db.db.select().from(allocationRuns).where(eq(allocationRuns.id, runId));
    expect(atKill?.state).toBe('running');

    // The survivor notices the missed heartbeat, retries the job and finishes the (seeded) draw;
    // subscribers on it hear about it through Redis.
    await waitUntil(
      async () => {
        const [row] = await db.db.select().from(allocationRuns).where(eq(allocationRuns.id, runId));
        return row?.state !== 'running';
      },
      60_000,
      'the run to finish after the kill',
    );
    const recoveredMs = Date.now() - killedAt;
    const [finished] = await db.db.select().from(allocationRuns).where(eq(allocationRuns.id, runId));
    expect(finished?.state).toBe('draft');
    expect(finished?.progress).toBe(100);
    // The survivor took the job again as its retry (the killed process had taken attempt 0).
    expect(jobStarts(survivor, 'allocation-run').map((line) => line.retry)).toContain(1);
    let last = await progress.next(30_000);
    while ((last.result.data?.jobProgress as { state?: string } | undefined)?.state !== 'completed') {
      last = await progress.next(30_000);
    }
    await cable.close();
    console.log(`lottery finished ${recoveredMs} ms after its process was killed`);
    // Heartbeat 10 s, monitor pass every 2 s, then the run itself (4 paused steps).
    expect(recoveredMs).toBeLessThan(40_000);

    // A third process joins; the two live ones share the email jobs of the publish.
    const c = await startServer('C');
    const published = await graphql<{ publishAllocation: { __typename: string } }>(
      survivor,
      'mutation($runId: ID!) { publishAllocation(runId: $runId) { __typename } }',
      { runId: String(runId) },
    );
    expect(published.publishAllocation.__typename).toBe('AllocationRun');
    const queued = await db.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, 'allocation-result'), like(emails.dedupeKey, `allocation:${runId}:%`)));
    expect(queued.length).toBeGreaterThan(5);
    await waitUntil(
      async () => {
        const rows = await db.db
          .select({ state: emails.state })
          .from(emails)
          .where(like(emails.dedupeKey, `allocation:${runId}:%`));
        return rows.every((row) => row.state === 'sent');
      },
      90_000,
      'every allocation email to be sent',
    );
    // Give a duplicate every chance to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    // The Message-ID names the outbox row, so each delivery is matched to its email.
    const allocationMail = deliveries.filter((d) =>
      queued.some((email) => d.messageId.startsWith(`<outbox-${email.id}-`)),
    );
    expect(allocationMail.length).toBe(queued.length);
    expect(new Set(allocationMail.map((d) => d.messageId)).size).toBe(queued.length);
    expect(new Set(allocationMail.map((d) => d.to))).toEqual(new Set(queued.map((email) => email.to)));
    const byProcess = [survivor, c].map((server) => jobStarts(server, 'email-delivery').length);
    console.log(`email-delivery jobs taken: ${survivor.name} ${byProcess[0]}, ${c.name} ${byProcess[1]}`);
  }, 360_000);
});
