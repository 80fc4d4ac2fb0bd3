import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/client';
import { parseEnv } from '#server/env';
import { uploadsDirFor } from '#server/services';
import { isDatabaseEmpty, seedDemoFestival } from './demo';
import { growFestival } from './scale';

/**
 * `npm run seed:scale -- --registrations 2000`: the database the server would use (DATABASE_URL,
 * or PGlite under DATA_DIR), migrated, seeded with the demo festival when empty, then grown to that
 * many registrations with demand about 1.17× the places (issue 32).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      registrations: { type: 'string', default: '2000' },
      demand: { type: 'string', default: '1.17' },
    },
  });
  const target = Number(values.registrations);
  const demand = Number(values.demand);
  if (!Number.isSafeInteger(target) || target < 1 || target > 100_000)
    throw new Error('--registrations must be a whole number from 1 to 100000');
  if (!(demand > 0.1 && demand < 10)) throw new Error('--demand must be between 0.1 and 10');
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR, 'db');
  if (!env.DATABASE_URL) await mkdir(path.dirname(dataDir), { recursive: true });
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir });
  try {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db))
      await seedDemoFestival(handle.db, { uploadsDir: uploadsDirFor(env) });
    const started = Date.now();
    const report = await growFestival(handle.db, { registrations: target, demand });
    console.log(
      `${report.registrations} registrations (${report.added} added), ${report.rankings} rankings, ` +
        `demand ${report.demandSlots} participant-slots for ${report.places} places ` +
        `(${(report.demandSlots / Math.max(1, report.places)).toFixed(2)}×), ${Date.now() - started} ms`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
