import { openDatabase } from '#server/db/client';
import { DatabaseNewerThanCodeError } from '#server/db/migrate';
import { EnvError, parseEnv } from '#server/env';
import { databaseOptionsFor } from '#server/services';

/**
 * `npm run db:migrate`: brings the database up to this release's migrations and stops (an upgrade
 * can migrate once before restarting the servers; each server also migrates at start-up, under the
 * same lock, and finds nothing left to do).
 */
async function main(): Promise<void> {
  const env = parseEnv();
  const database = await openDatabase({ ...databaseOptionsFor(env), poolSize: 1 });
  try {
    const applied = await database.migrate();
    console.log(
      applied > 0
        ? `Applied ${applied} migration${applied === 1 ? '' : 's'} (${database.kind}).`
        : `The database is up to date (${database.kind}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof EnvError || error instanceof DatabaseNewerThanCodeError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
