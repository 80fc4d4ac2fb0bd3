import path from 'node:path';
import { buildApp, DEFAULT_WEB_DIST } from './app';
import { DatabaseNewerThanCodeError } from './db/migrate';
import { ensureAdministrator, hasAccount, hasAdministrator } from './db/seed/administrator';
import { DEMO_STAFF, isDatabaseEmpty, seedDemoFestival } from './db/seed/demo';
import { configurationWarnings, EnvError, parseEnv } from './env';
import { type Lifecycle, onStopSignals, shutDownGracefully } from './lifecycle';
import { createServices, startJobs, uploadsDirFor } from './services';
import { describeStartupError } from './startup-error';

async function main() {
  const env = parseEnv();
  for (const warning of configurationWarnings(env)) console.warn(`Warning: ${warning}`);
  const lifecycle: Lifecycle = { state: 'starting' };
  const { services, database } = await createServices(env);
  const applied = await database.migrate();
  const uploadsDir = uploadsDirFor(env);
  let seeded = false;
  if (env.SEED_DEMO && (await isDatabaseEmpty(services.db))) {
    await seedDemoFestival(services.db, { uploadsDir });
    seeded = true;
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdministrator(services.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  }
  // The demo login is named only where it works: the demo is on and its account exists.
  const demoLogin = env.SEED_DEMO && (seeded || (await hasAccount(services.db, DEMO_STAFF.email)));
  const noAdministrator = !demoLogin && !(await hasAdministrator(services.db));
  const app = await buildApp({
    services,
    uploadsDir,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : DEFAULT_WEB_DIST,
    lifecycle,
    poolStats: () => database.poolStats(),
  });
  const jobs = await startJobs(services, database, {
    log: (message, error) => app.log.error({ err: error }, message),
    // The periodic email sweep would otherwise print a line every half minute at the default level.
    onJobStart: (job) =>
      app.log[job.name === 'email-sweep' ? 'debug' : 'info'](
        { job: job.name, jobId: job.id, retry: job.retryCount, pid: process.pid },
        'Job started',
      ),
  });
  onStopSignals((signal) => {
    void shutDownGracefully({
      app,
      lifecycle,
      graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
      drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
      stopJobs: () => jobs.stop(),
      closeRest: async () => {
        await services.pubsub.close();
        await database.close();
      },
      log: (message) => app.log.info({ signal, pid: process.pid }, message),
    }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  lifecycle.state = 'ready';
  // PORT=0 asks the system for a free port; tell the one it gave.
  const bound = app.server.address();
  const address = `http://localhost:${typeof bound === 'object' && bound ? bound.port : env.PORT}`;
  const notes = [
    database.kind,
    ...(applied > 0 ? [`${applied} migration${applied === 1 ? '' : 's'} applied`] : []),
    ...(seeded ? ['demo festival seeded'] : []),
  ];
  console.log(`\nFestival is running at ${address} (${notes.join(', ')})`);
  if (demoLogin) console.log(`Demo staff login: ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
  if (noAdministrator) {
    console.log('No administrator yet: npm run admin:create -- --email you@example.org');
  }
  console.log(
    env.SMTP_URL
      ? 'Emails are sent by SMTP.\n'
      : 'No SMTP_URL: emails stay in the outbox (staff: /admin/emails).\n',
  );
}

main().catch((error: unknown) => {
  const plain = error instanceof EnvError || error instanceof DatabaseNewerThanCodeError;
  console.error(plain ? error.message : describeStartupError(error, process.env));
  process.exit(1);
});
