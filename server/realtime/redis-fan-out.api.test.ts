import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app';
import { users } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF } from '#server/db/seed/demo';
import { waitForAllocationJobs } from '#server/domains/allocation/index';
import { createInlineJobQueue } from '#server/lib/queue/index';
import { createRedisPubSub } from '#server/lib/redis-pubsub';
import type { AppServices } from '#server/services/app-services';
import { createTestApp, type TestApp } from '#server/test/harness';
import { connectCable } from './cable-test-client';
import { topics } from './topics';

/**
 * Two server instances, each with its own Redis connection (as two processes would have), sharing
 * one database and one Redis: an event published through one reaches a socket on the other.
 * A third, real child process publishes too, to prove nothing in-process carries the event.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `festival-test-${randomUUID().slice(0, 8)}:`;

let t: TestApp;
const apps: FastifyInstance[] = [];
const urls: string[] = [];
let staff: Record<string, string>;
const pubsubs: ReturnType<typeof createRedisPubSub>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date('2027-08-05T00:00:00Z'));
  for (let i = 0; i < 2; i++) {
    const pubsub = createRedisPubSub({ url: REDIS_URL, prefix });
    await pubsub.ready();
    pubsubs.push(pubsub);
    // Each server runs its own background jobs with its own Redis pubsub, as a process would:
    // the lottery's progress must travel through Redis, not the test harness's local pubsub.
    const services: AppServices = { ...t.services, pubsub };
    services.jobs = createInlineJobQueue(() => services);
    const app = await buildApp({
      services,
      uploadsDir: inject('uploadsDir'),
      logLevel: 'silent',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    apps.push(app);
    urls.push(`http://127.0.0.1:${address.port}`);
  }
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
  staff = await t.headersFor(admin?.id as number);
});

afterAll(async () => {
  await waitForAllocationJobs();
  for (const app of apps) await app.close();
  for (const pubsub of pubsubs) await pubsub.close();
  await t.close();
});

describe('Redis fan-out across server processes', () => {
  it('delivers lottery progress started on one server to a subscriber on the other [AP-4]', async () => {
    const started = await apps[0]?.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...staff },
      payload: JSON.stringify({
        query: 'mutation { startAllocation(seed: 3) { ... on AllocationRun { id } } }',
      }),
    });
    const runId = started?.json().data.startAllocation.id as string;
    expect(runId).toBeTruthy();
    const cable = await connectCable(urls[1] as string, staff);
    await cable.waitFor((f) => f.type === 'welcome');
    const subscription = await cable.execute(
      'subscription($id: ID!) { jobProgress(jobId: $id) { state progress } }',
      { id: runId },
    );
    let last = await subscription.next(10_000);
    while ((last.result.data?.jobProgress as { state?: string } | undefined)?.state !== 'completed') {
      last = await subscription.next(10_000);
    }
    expect(last.result.data?.jobProgress).toEqual({ state: 'completed', progress: 100 });
    await cable.close();
  });

  it('delivers an event published by another OS process to a socket subscriber', async () => {
    const cable = await connectCable(urls[1] as string, staff);
    await cable.waitFor((f) => f.type === 'welcome');
    const subscription = await cable.execute('subscription { registrationChanged { registrationId kind } }');
    // The stream opens with `subscribed` once the server listens on Redis.
    expect((await subscription.next(10_000)).result.data?.registrationChanged).toEqual({
      registrationId: null,
      kind: 'subscribed',
    });
    const event = {
      registrationId: 42,
      festivalId: DEMO_FESTIVAL_YEAR,
      kind: 'updated',
      at: new Date().toISOString(),
    };
    const script = `
      import { createRedisPubSub } from '#server/lib/redis-pubsub';
      const pubsub = createRedisPubSub({ url: ${JSON.stringify(REDIS_URL)}, prefix: ${JSON.stringify(prefix)} });
      await pubsub.publish(${JSON.stringify(topics.registrationChanged(DEMO_FESTIVAL_YEAR))}, ${JSON.stringify(event)});
      await pubsub.close();
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      stdio: 'inherit',
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    const result = await subscription.next(10_000);
    expect(result).toEqual({
      result: { data: { registrationChanged: { registrationId: '42', kind: 'updated' } } },
      more: true,
    });
    await cable.close();
  });
});
