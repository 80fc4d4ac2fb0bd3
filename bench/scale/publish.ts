/**
 * publishAllocation alone, in process, on a grown festival (issue 32): the lottery is drawn once
 * into <prefix>_draft_<n> (copied from the template `bench/scale/run.ts` seeds), then each run
 * publishes a fresh copy of that draft and prints its time and SQL statements. Without a server
 * or a browser, so a change to publishing can be measured in seconds.
 *
 *   npx tsx bench/scale/publish.ts [--size 2000] [--runs 3] [--db-prefix festival_scale] [--redraw]
 *
 * --keep leaves the last copy (<prefix>_publish_<n>) to look at. Needs the template (run the scale bench or `npm run seed:scale` into <prefix>_template_<n> first).
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { allocationRuns, users } from '#server/db/schema/index';
import { DEMO_STAFF } from '#server/db/seed/data/staff';
import {
  publishAllocation,
  startAllocationRun,
  waitForAllocationJobs,
} from '#server/domains/allocation/index';
import { getCurrentFestival } from '#server/domains/festival/index';
import { parseEnv } from '#server/env';
import { createLocalPubSub } from '#server/lib/pubsub';
import { createInlineJobQueue } from '#server/lib/queue/index';
import type { AppServices } from '#server/services/app-services';
import type { Viewer } from '#server/services/scope';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
    'db-prefix': { type: 'string', default: 'festival_scale' },
    redraw: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PREFIX = args['db-prefix'];
if (!/^[a-z_][a-z0-9_]*$/.test(PREFIX)) throw new Error('--db-prefix: lower-case letters, digits and _');
const template = `${PREFIX}_template_${args.size}`;
const draft = `${PREFIX}_draft_${args.size}`;
const copy = `${PREFIX}_publish_${args.size}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${PG}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function open(name: string, onQuery?: () => void) {
  const handle = await openDatabase({
    url: `${PG}/${name}`,
    logger: onQuery ? { logQuery: onQuery } : undefined,
  });
  // A copy of a draft drawn by an older release gets this code's migrations.
  await handle.migrate();
  const services: AppServices = {
    env: parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `${PG}/${name}` }),
    db: handle.db,
    pubsub: createLocalPubSub(),
    jobs: createInlineJobQueue(() => services),
    now: () => new Date(),
  };
  const now = new Date();
  const festival = await getCurrentFestival(handle.db, now);
  if (!festival) throw new Error(`${name} has no current festival`);
  const [staff] = await handle.db.select().from(users).where(eq(users.email, DEMO_STAFF.email));
  if (!staff) throw new Error(`${name} has no demo staff`);
  const viewer: Viewer = { id: staff.id, email: staff.email, permissions: ['allocation'], client: 'bench' };
  const scope = { viewer, festival, now, pubsub: services.pubsub, jobs: services.jobs };
  return { handle, scope };
}

async function ensureDraft(): Promise<void> {
  const exists = await admin(
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [draft])).rowCount,
  );
  if (exists && !args.redraw) return;
  await admin(async (c) => {
    await c.query(`drop database if exists ${draft} with (force)`);
    await c.query(`create database ${draft} template ${template}`);
  });
  const { handle, scope } = await open(draft);
  try {
    const started = performance.now();
    await startAllocationRun(handle.db, scope, { seed: 32, mode: 'full' });
    await waitForAllocationJobs();
    console.log(`drew the lottery into ${draft} in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await handle.close();
  }
}

async function publishOnce(): Promise<{ ms: number; statements: number }> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${copy} with (force)`);
    await c.query(`create database ${copy} template ${draft}`);
  });
  let statements = 0;
  const { handle, scope } = await open(copy, () => {
    statements += 1;
  });
  try {
    const [run] = await handle.db.select().from(allocationRuns).where(eq(allocationRuns.state, 'draft'));
    if (!run) throw new Error('no draft run');
    statements = 0;
    const started = performance.now();
    await publishAllocation(handle.db, scope, { runId: run.id, moveToGeneralPhase: false });
    return { ms: performance.now() - started, statements };
  } finally {
    await handle.close();
  }
}

await ensureDraft();
for (let i = 0; i < Number(args.runs); i += 1) {
  const { ms, statements } = await publishOnce();
  console.log(`publish ${args.size}: ${Math.round(ms)} ms, ${statements} statements`);
}
// --keep leaves the last run's database for a look at what publishing wrote.
if (!args.keep) await admin((c) => c.query(`drop database if exists ${copy} with (force)`));
