/**
 * The API server for the registration rush, in its own process so that the simulated clients do
 * not share its event loop. Its clock is fixed in the general phase. Prints `listening <port>`.
 */
import path from 'node:path';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { parseEnv } from '#server/env';
import { createLocalPubSub } from '#server/lib/pubsub';
import { createInlineJobQueue } from '#server/lib/queue/index';
import type { AppServices } from '#server/services/app-services';

const url = process.env.BENCH_DATABASE_URL ?? '';
const now = new Date(process.env.BENCH_NOW ?? '2027-09-01T00:00:00Z');
// Statements sent to PostgreSQL (BEGIN/COMMIT included), printed on SIGUSR2 for the cost per join.
let statements = 0;
const handle = await openDatabase({
  url,
  poolSize: Number(process.env.BENCH_POOL ?? 20),
  logger: {
    logQuery: () => {
      statements += 1;
    },
  },
});
process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage();
  console.log(`stats ${statements} ${(cpu.user + cpu.system) / 1e6}`);
});
const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url });
// Emails and lottery runs run in this process, as in the API tests: the rush measures joins.
const services: AppServices = {
  env,
  db: handle.db,
  pubsub: createLocalPubSub(),
  now: () => now,
  jobs: createInlineJobQueue(() => services),
};
const app = await buildApp({
  services,
  uploadsDir: path.join(process.env.BENCH_WORK_DIR ?? '/tmp', 'uploads'),
  logLevel: 'silent',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
