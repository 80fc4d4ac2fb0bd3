import path from 'node:path';
import { buildApp, DEFAULT_WEB_DIST } from './app';
import { ensureAdministrator } from './db/seed/administrator';
import { DEMO_STAFF, isDatabaseEmpty, seedDemoFestival } from './db/seed/demo';
import { EnvError, parseEnv } from './env';
import { createServices, startJobs, uploadsDirFor } from './services';
import { describeStartupError } from './startup-error';

async function main() {
  const env = parseEnv();
  const { services, database } = await createServices(env);
  await database.migrate();
  const uploadsDir = uploadsDirFor(env);
  let seeded = false;
  if (env.SEED_DEMO && (await isDatabaseEmpty(services.db))) {
    await seedDemoFestival(services.db, { uploadsDir });
    seeded = true;
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdministrator(services.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  }
  const app = await buildApp({
    services,
    uploadsDir,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : DEFAULT_WEB_DIST,
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
  const shutdown = async () => {
    await jobs.stop();
    await app.close();
    await services.pubsub.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.PORT, host: env.HOST });
  // PORT=0 asks the system for a free port; tell the one it gave.
  const bound = app.server.address();
  const address = `http://localhost:${typeof bound === 'object' && bound ? bound.port : env.PORT}`;
  console.log(
    `\nFestival is running at ${address} (${database.kind}${seeded ? ', demo festival seeded' : ''})`,
  );
  console.log(`Demo staff login: ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
  console.log(
    env.SMTP_URL
      ? 'Emails are sent by SMTP.\n'
      : 'No SMTP_URL: emails stay in the outbox (staff: /admin/emails).\n',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : describeStartupError(error, process.env));
  process.exit(1);
});
