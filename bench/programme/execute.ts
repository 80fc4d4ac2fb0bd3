/**
 * One uncached Programme execution, in process: the GraphQL schema run directly (no HTTP, no
 * response cache) against the seeded demo festival on PGlite, as a logged-in visitor would reach it
 * when the cache is cold. Prints the median and p90 of many runs and the SQL statements per run.
 * `--scale N` adds N copies of each workshop first, to show the statement count does not grow.
 * The server reads the programme's rows from memory for queries (programme-snapshot.ts); both that
 * and a run that reads every row from the database are measured. `--profile FILE` profiles the first.
 *
 *   npx tsx bench/programme/execute.ts [--runs 300] [--scale 0] [--type Workshop]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execute } from 'graphql';
import { openDatabase } from '#server/db/client';
import { seedDemoFestival } from '#server/db/seed/demo';
import { readProgrammeFromMemory } from '#server/domains/festival/index';
import { parseEnv } from '#server/env';
import type { Context } from '#server/graphql/context';
import { schema } from '#server/graphql/schema';
import { createLocalPubSub } from '#server/lib/pubsub';
import { createInlineJobQueue } from '#server/lib/queue/index';
import { ProgrammeDocument } from '#web/graphql/graphql';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    scale: { type: 'string', default: '0' },
    type: { type: 'string', default: 'Workshop' },
    profile: { type: 'string' },
  },
});

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'festival-execute-'));
  let statements = 0;
  const handle = await openDatabase({
    dataDir: path.join(dataDir, 'db'),
    logger: {
      logQuery: () => {
        statements += 1;
      },
    },
  });
  try {
    await handle.migrate();
    await seedDemoFestival(handle.db, { uploadsDir: path.join(dataDir, 'uploads') });
    const scale = Number(values.scale);
    if (scale > 0) {
      // Copies of each activity of the type, with their sessions and presenters.
      for (let copy = 1; copy <= scale; copy += 1) {
        await handle.db.execute(`
          with source as (select * from activities where type = '${values.type}'),
          copied as (
            insert into activities (festival_id, type, name, slug, description, suitability)
            select festival_id, type, name || ' ${copy}', slug || '-copy-${copy}', description, suitability from source
            returning id, slug
          )
          insert into sessions (activity_id, starts_at, ends_at, capacity, venue_id)
          select copied.id, s.starts_at, s.ends_at, s.capacity, s.venue_id
          from copied join source on copied.slug = source.slug || '-copy-${copy}'
          join sessions s on s.activity_id = source.id`);
      }
    }
    const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const context = (fromMemory: boolean): Context => {
      const value: Context = {
        env,
        db: handle.db,
        pubsub: createLocalPubSub(),
        now: () => new Date(),
        jobs: createInlineJobQueue(() => {
          throw new Error('the programme benchmark queues no jobs');
        }),
        viewer: null,
        requestId: 'bench',
        ip: '127.0.0.1',
        headers: {},
      };
      // As the server's GraphQL plugin does for every query.
      if (fromMemory) readProgrammeFromMemory(value);
      return value;
    };
    const run = async (fromMemory: boolean) => {
      const result = await execute({
        schema,
        document: ProgrammeDocument,
        variableValues: { activityType: values.type },
        contextValue: context(fromMemory),
      });
      if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
      return result;
    };
    const runs = Number(values.runs);
    const measure = async (fromMemory: boolean) => {
      const first = await run(fromMemory);
      const count = (first.data as { festival: { activities: unknown[] } }).festival.activities.length;
      for (let i = 0; i < 20; i += 1) await run(fromMemory); // warm-up
      const times: number[] = [];
      statements = 0;
      // --profile FILE: a CPU profile of the measured runs only (not of start-up and seeding).
      const profiler = values.profile && fromMemory ? new Session() : null;
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        await run(fromMemory);
        times.push(performance.now() - started);
      }
      const cpu = process.cpuUsage(cpuBefore);
      if (profiler && values.profile) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(values.profile, JSON.stringify(profile));
        profiler.disconnect();
      }
      times.sort((a, b) => a - b);
      const at = (q: number) =>
        (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
      console.log(
        `Programme(${values.type}) uncached execution, ${fromMemory ? 'programme in memory (as the server runs queries)' : 'every row from the database'}, ${count} activities, ${runs} runs: median ${at(0.5)} ms, p90 ${at(0.9)} ms; ${(statements / runs).toFixed(1)} SQL statements per run; CPU ${((cpu.user + cpu.system) / 1000 / runs).toFixed(2)} ms per run`,
      );
    };
    await measure(true);
    await measure(false);
    console.log('(PGlite runs in this process; on a busy machine CPU time is steadier than the clock)');
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
