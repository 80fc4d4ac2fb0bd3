import { EnvError, parseEnv } from '#server/env';
import { backUp, backupSourceOf } from '#server/lib/backups/index';
import { openMigratedDatabase } from '#server/services';

/**
 * `npm run backup`: one backup now, into BACKUP_DIR (default DATA_DIR/backups), keeping the newest
 * BACKUP_KEEP. On PostgreSQL it may run beside the servers (pg_dump reads one consistent snapshot);
 * PGlite belongs to one process, so stop the server first (or rely on its scheduled backup).
 */
async function main() {
  const env = parseEnv();
  const database = await openMigratedDatabase(env);
  try {
    const written = await backUp(database.db, {
      source: backupSourceOf(database, env.DATABASE_URL),
      env,
      now: () => new Date(),
      trigger: 'command',
    });
    console.log(`Backup written: ${written.path} (${Math.round(written.bytes / 1024)} KB)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
