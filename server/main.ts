import { buildApp, DEFAULT_WEB_DIST } from './app';
import { DEMO_STAFF, isDatabaseEmpty, seedDemoFestival } from './db/seed/demo';
import { EnvError, parseEnv } from './env';
import { createServices, uploadsDirFor } from './services';

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
  const app = await buildApp({ services, uploadsDir, webDist: DEFAULT_WEB_DIST });
  const shutdown = async () => {
    await app.close();
    await services.pubsub.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = `http://localhost:${env.PORT}`;
  console.log(
    `\nFestival is running at ${address} (${database.kind}${seeded ? ', demo festival seeded' : ''})`,
  );
  console.log(`Demo staff login: ${DEMO_STAFF.email} / ${DEMO_STAFF.password}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
