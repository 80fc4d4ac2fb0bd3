import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, parseEnv, uploadsDirFor } from '#server/env';
import { restoreBackup } from '#server/lib/backups/index';
import { databaseOptionsFor } from '#server/services';

/**
 * `npm run restore -- FOLDER`: restores a backup written by `npm run backup` (or the scheduled job)
 * into an empty database: DATABASE_URL's (create it first: `createdb festival`), or PGlite's
 * DATA_DIR/db (which must not exist yet). Its uploads are copied into UPLOADS_DIR. Start the
 * server afterwards: it applies any migrations newer than the backup.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const from = positionals[0];
  if (!from || positionals.length > 1) {
    throw new Error('Usage: npm run restore -- FOLDER   (a backup folder, e.g. .data/backups/festival-…Z)');
  }
  const env = parseEnv();
  const manifest = await restoreBackup({
    from: path.resolve(from),
    target: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: databaseOptionsFor(env).dataDir as string },
    uploadsDir: uploadsDirFor(env),
  });
  console.log(`Restored the backup of ${manifest.createdAt}. Start the server with npm run serve.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
