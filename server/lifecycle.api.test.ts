import { request } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '#server/app';
import { pgliteClient } from '#server/db/client';
import { type JobQueue, startBossQueue } from '#server/lib/queue/index';
import { type AppServices, defineJob } from '#server/services/app-services';
import { createTestApp, type TestApp } from '#server/test/harness';
import { type Lifecycle, shutDownGracefully } from './lifecycle';

// Issue 29 item 6: on SIGTERM (main.ts calls shutDownGracefully) the process turns /readyz to 503,
// stops accepting, lets a request in flight finish, tells /cable clients to reconnect, lets a
// running job finish and takes no more, all within the grace period; a request slower than the
// grace period is cut. /healthz stays liveness. Real pg-boss workers on the test database.

let t: TestApp;
const events: string[] = [];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const slowJob = defineJob<{ key: string }>({
  name: 'test-slow-shutdown',
  settings: { retryLimit: 0, expireInSeconds: 60 },
  async run(_services, { key }) {
    events.push(`job ${key} started`);
    // Longer than the request in flight: the stop must wait for the job, not only for requests.
    await pause(3000);
    events.push(`job ${key} finished`);
  },
});

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
}, 60_000);

async function startServer(options: { slowMs: number }) {
  const lifecycle: Lifecycle = { state: 'starting' };
  const pglite = pgliteClient(t.handle);
  const queue: JobQueue<AppServices> = await startBossQueue({
    connection: pglite ? { pglite } : { url: t.databaseUrl as string },
    services: () => ({ ...t.services, jobs: queue }),
    jobs: [slowJob],
    log: () => {},
    pollingIntervalSeconds: 0.5,
  });
  const app: FastifyInstance = await buildApp({
    services: { ...t.services, jobs: queue },
    uploadsDir: path.join(inject('uploadsDir')),
    logLevel: 'silent',
    lifecycle,
  });
  app.get('/test/slow', async () => {
    events.push('request started');
    await pause(options.slowMs);
    events.push('request finished');
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  lifecycle.state = 'ready';
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, lifecycle, queue, base: `http://127.0.0.1:${port}`, port };
}

/** A GET on a connection of its own; resolves to the status and body, or the socket's error. */
function get(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    });
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.end();
  });
}

describe('graceful shutdown [issue 29]', () => {
  it('finishes the request in flight and the running job, tells /cable clients to reconnect, then stops', async () => {
    events.length = 0;
    const server = await startServer({ slowMs: 1200 });
    expect(await get(`${server.base}/readyz`)).toMatchObject({ status: 200 });

    const cable = new WebSocket(`ws://127.0.0.1:${server.port}/cable`, ['actioncable-v1-json']);
    const cableMessages: Array<Record<string, unknown>> = [];
    cable.on('message', (data) => cableMessages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      cable.once('open', resolve);
      cable.once('error', reject);
    });

    await server.queue.send(slowJob, { key: 'a' });
    for (let i = 0; i < 100 && !events.includes('job a started'); i++) await pause(100);
    expect(events).toContain('job a started');
    const inFlight = get(`${server.base}/test/slow`);
    for (let i = 0; i < 50 && !events.includes('request started'); i++) await pause(20);

    // What a proxy's health check sees once stopping begins (checked here in-process: a closing
    // server takes no new connection, and shutDownGracefully sets this state first).
    server.lifecycle.state = 'stopping';
    expect((await server.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    server.lifecycle.state = 'ready';

    const stopped = shutDownGracefully({
      app: server.app,
      lifecycle: server.lifecycle,
      graceMs: 10_000,
      stopJobs: () => server.queue.stop(),
      closeRest: async () => {
        events.push('rest closed');
      },
      log: () => {},
    });
    expect(server.lifecycle.state).toBe('stopping');
    await stopped;
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
    expect(events.indexOf('job a finished')).toBeGreaterThan(-1);
    expect(events.indexOf('job a finished')).toBeLessThan(events.indexOf('rest closed'));
    expect(events.indexOf('request finished')).toBeLessThan(events.indexOf('rest closed'));
    expect(cableMessages).toContainEqual({ type: 'disconnect', reason: 'server_restart', reconnect: true });
    expect(await get(`${server.base}/healthz`)).toMatchObject({ error: 'ECONNREFUSED' });
  }, 90_000);

  it('keeps serving while draining, with /readyz at 503, then stops accepting', async () => {
    const server = await startServer({ slowMs: 0 });
    const stopped = shutDownGracefully({
      app: server.app,
      lifecycle: server.lifecycle,
      graceMs: 5000,
      drainMs: 1500,
      stopJobs: () => server.queue.stop(),
      closeRest: async () => {},
      log: () => {},
    });
    // A proxy that has not yet noticed still reaches it, and its health check sees 503.
    expect(await get(`${server.base}/readyz`)).toMatchObject({ status: 503 });
    expect(await get(`${server.base}/healthz`)).toMatchObject({ status: 200 });
    await stopped;
    expect(await get(`${server.base}/healthz`)).toMatchObject({ error: 'ECONNREFUSED' });
  }, 90_000);

  it('cuts a request still running when the grace period ends, and stops on time', async () => {
    events.length = 0;
    const server = await startServer({ slowMs: 20_000 });
    const inFlight = get(`${server.base}/test/slow`);
    for (let i = 0; i < 50 && !events.includes('request started'); i++) await pause(20);
    const startedAt = Date.now();
    await shutDownGracefully({
      app: server.app,
      lifecycle: server.lifecycle,
      graceMs: 1000,
      stopJobs: () => server.queue.stop(),
      closeRest: async () => {},
      log: () => {},
    });
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(await inFlight).toHaveProperty('error');
    expect(events).not.toContain('request finished');
  }, 90_000);
});
