import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '#server/db/client';
import { parseEnv } from '#server/env';
import { uploadsDirFor } from '#server/services';
import { DEMO_STAFF, isDatabaseEmpty, seedDemoFestival } from './demo';

/** `npm run seed`: the database the server would use, migrated, and seeded when it has no festival. */
async function main(): Promise<void> {
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR, 'db');
  // PGlite creates its own folder but not the parents, and a fresh clone has no DATA_DIR yet.
  if (!env.DATABASE_URL) await mkdir(path.dirname(dataDir), { recursive: true });
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir });
  try {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db)) {
      await seedDemoFestival(handle.db, { uploadsDir: uploadsDirFor(env) });
      console.log(`Seeded the demo festival. Staff login: ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
    } else {
      console.log('The database already has a festival; nothing seeded.');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
