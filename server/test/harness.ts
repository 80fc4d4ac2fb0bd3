import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#server/app';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { parseEnv } from '#server/env';
import { createLocalPubSub } from '#server/lib/pubsub';
import { createInlineJobQueue } from '#server/lib/queue/index';
import type { AppServices } from '#server/services/app-services';
import { withDatabase } from './global-setup';
import { adminUrl } from './postgres';
import { headersFor } from './users';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  /** The test database's URL on PostgreSQL (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl?: string;
  services: AppServices;
  /**
   * Moves the server's clock; `null` returns to real time. With `tickMs` the clock moves on by
   * that much at every read, as a real clock does between two reads in one request.
   */
  setNow(now: Date | null, options?: { tickMs?: number }): void;
  /** Counts SQL statements run while `fn` runs. */
  countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { headers?: Record<string, string> },
  ): Promise<GraphqlResponse<T>>;
  /** Listens on a free loopback port, for tests that need a socket; resolves to the base URL. */
  listen(): Promise<string>;
  /** Auth headers for the user with this id (credentials issued directly, as after logging in). */
  headersFor(userId: number): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** A fresh app on its own database, copied from the migrated and seeded template. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  let queries = 0;
  const logger = {
    logQuery: () => {
      queries += 1;
    },
  };
  const handle = await openTestDatabase(logger);
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...envOverrides });
  let fixedNow: Date | null = null;
  let tickMs = 0;
  const readClock = () => {
    if (!fixedNow) return new Date();
    const read = fixedNow;
    if (tickMs) fixedNow = new Date(read.getTime() + tickMs);
    return read;
  };
  const services: AppServices = {
    env,
    db: handle.db,
    pubsub: createLocalPubSub(),
    // Jobs run in this process, so a test can await what its request started.
    jobs: createInlineJobQueue(() => services),
    now: readClock,
  };
  const app = await buildApp({
    services,
    uploadsDir: inject('uploadsDir'),
    logLevel: 'silent',
    poolStats: () => handle.poolStats(),
  });
  await app.ready();

  return {
    app,
    handle,
    db: handle.db,
    databaseUrl: createdDatabases.get(handle),
    services,
    setNow: (now, options) => {
      fixedNow = now;
      tickMs = options?.tickMs ?? 0;
    },
    async countQueries(fn) {
      const before = queries;
      const result = await fn();
      return { result, queries: queries - before };
    },
    async graphql(query, variables, options) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...options?.headers },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, ...response.json() };
    },
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      return `http://127.0.0.1:${address.port}`;
    },
    headersFor: (userId) => headersFor(handle.db, userId, services.now()),
    async close() {
      await app.close();
      await services.jobs.stop();
      await services.pubsub.close();
      await handle.close();
      await dropTestDatabase(handle);
    },
  };
}

const createdDatabases = new WeakMap<DatabaseHandle, string>();

async function openTestDatabase(logger: { logQuery: () => void }): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `${template.replace(/_template$/, '')}_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ url: adminUrl(templateUrl), poolSize: 1 });
    await admin.db.execute(`create database "${name}" template "${template}"`);
    await admin.close();
    // Closing drops the database WITH (FORCE), which terminates connections pg has not finished
    // closing (57P01); that is the expected end of a test database, not a failure.
    const handle = await openDatabase({
      url: withDatabase(templateUrl, name),
      logger,
      poolSize: 20,
      onIdleConnectionError: (error) => {
        if ((error as { code?: string }).code !== '57P01') throw error;
      },
    });
    createdDatabases.set(handle, withDatabase(templateUrl, name));
    return handle;
  }
  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('No test database template: is the api project global setup running?');
  return openDatabase({ loadDataDir: await openAsBlob(file), logger });
}

async function dropTestDatabase(handle: DatabaseHandle): Promise<void> {
  const url = createdDatabases.get(handle);
  if (!url) return;
  const admin = await openDatabase({ url: adminUrl(url), poolSize: 1 });
  await admin.db.execute(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  await admin.close();
}
