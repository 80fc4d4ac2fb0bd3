/**
 * Registration rush: N participants (default 1000) at once try to add popular workshops through
 * the real HTTP API on PostgreSQL, as on the morning general registration opens.
 *
 *   npx tsx bench/registration-rush/run.ts [--participants 1000] [--picks 3] [--capacity 150] [--connections 50] [--warm-up 0]
 *
 * Everyone starts at once; their requests share `--connections` keep-alive connections (50, as the
 * issue measures every figure), so most wait for a connection first. Two latencies are printed: a
 * request's, from being sent on a connection to its answer (the server's part), and a participant's
 * wait for each answer from the moment they asked (that queue included: with 3000 requests arriving
 * together it is set by throughput, not by any one request).
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/festival_bench;
 * the database is dropped and re-created). Prints join attempts per second, places taken per
 * second, p50/p99 latency and the number of oversold places, which must be 0.
 *
 * The server starts cold, just before the rush. `--warm-up N` first has N other participants each
 * join one of the other workshops (places taken or refused as full, as on a server that has been
 * up for a while), on the same connections, and measures only what follows.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import {
  activities,
  authTokens,
  placements,
  profiles,
  registrations,
  sessions,
  users,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED, seedDemoFestival } from '#server/db/seed/demo';
import { hashToken } from '#server/domains/auth/index';
import { adminUrl } from '#server/test/postgres';

const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '1000' },
    picks: { type: 'string', default: '3' },
    capacity: { type: 'string', default: '150' },
    pool: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'warm-up': { type: 'string', default: '0' },
  },
});
const PARTICIPANTS = Number(values.participants);
const PICKS = Number(values.picks);
const CAPACITY = Number(values.capacity);
const GENERAL = new Date('2027-09-01T00:00:00Z');
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/festival_bench';

async function freshDatabase() {
  const name = new URL(url).pathname.slice(1);
  const admin = await openDatabase({ url: adminUrl(url), poolSize: 1 });
  await admin.db.execute(`drop database if exists "${name}" with (force)`);
  await admin.db.execute(`create database "${name}"`);
  await admin.close();
  return openDatabase({ url, poolSize: 4 });
}

/** CPU seconds of every PostgreSQL process on this machine (0 when the server is elsewhere). */
function postgresCpuSeconds(): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Statements sent and CPU used so far by the API server (it answers SIGUSR2) and by PostgreSQL. */
async function costSnapshot(server: ChildProcess) {
  const line = new Promise<string>((resolve) => {
    const listener = (chunk: Buffer) => {
      const match = /stats (\d+) ([\d.]+)/.exec(chunk.toString());
      if (!match) return;
      server.stdout?.off('data', listener);
      resolve(`${match[1]} ${match[2]}`);
    };
    server.stdout?.on('data', listener);
  });
  server.kill('SIGUSR2');
  const [statements, serverCpu] = (await line).split(' ').map(Number);
  return { statements: statements ?? 0, serverCpu: serverCpu ?? 0, postgresCpu: postgresCpuSeconds() };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'registration-rush-'));
  const handle = await freshDatabase();
  await handle.migrate();
  await seedDemoFestival(handle.db, { uploadsDir: path.join(workDir, 'uploads') });
  const db = handle.db;

  const popular = await db
    .select({ id: sessions.id, capacity: sessions.capacity })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(inArray(activities.slug, [...DEMO_SEED.popularWorkshopSlugs]));
  await db
    .update(sessions)
    .set({ capacity: CAPACITY })
    .where(
      inArray(
        sessions.id,
        popular.map((s) => s.id),
      ),
    );

  // Participants with finished registrations and credentials, written in bulk.
  const stamp = Date.now().toString(36);
  const participants = async (count: number, name: string) => {
    if (count === 0) return [];
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `${name}-${stamp}-${i}@example.test`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    await db.insert(profiles).values(people.map((p, i) => ({ userId: p.id, name: `Rush Person${i}` })));
    await db.insert(registrations).values(
      people.map((p) => ({
        userId: p.id,
        festivalId: DEMO_FESTIVAL_YEAR,
        codeOfConductAcceptedAt: GENERAL,
        completedAt: GENERAL,
      })),
    );
    const tokens = people.map((p) => ({
      userId: p.id,
      token: `${name}-${p.id}-${Math.random().toString(36).slice(2)}`,
    }));
    await db.insert(authTokens).values(
      tokens.map((t) => ({
        userId: t.userId,
        client: 'rush',
        tokenHash: hashToken(t.token),
        expiresAt: new Date('2028-01-01T00:00:00Z'),
        lastUsedAt: GENERAL,
      })),
    );
    return tokens;
  };
  const tokens = await participants(PARTICIPANTS, 'rush');
  const warmers = await participants(Number(values['warm-up']), 'warm');
  const others = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        eq(activities.type, 'Workshop'),
        notInArray(
          sessions.id,
          popular.map((s) => s.id),
        ),
      ),
    );

  // The server runs in its own process, as in production; this one only plays the clients.
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server process.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'bench/registration-rush/server.ts'],
    {
      env: {
        ...process.env,
        BENCH_DATABASE_URL: url,
        BENCH_NOW: GENERAL.toISOString(),
        BENCH_POOL: values.pool,
        BENCH_WORK_DIR: workDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number(values.connections) });

  const join = (token: { userId: number; token: string }, sessionId: number) =>
    new Promise<{ ms: number; waited: number; kind: string }>((resolve, reject) => {
      const body = JSON.stringify({
        query: 'mutation($s: ID!) { joinSession(sessionId: $s) { __typename } }',
        variables: { s: String(sessionId) },
      });
      const asked = performance.now();
      let sent = asked;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: 'POST',
          path: '/graphql',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'access-token': token.token,
            client: 'rush',
            uid: String(token.userId),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            const parsed = JSON.parse(text) as {
              data?: { joinSession?: { __typename: string } };
              errors?: unknown[];
            };
            resolve({
              ms: performance.now() - sent,
              waited: performance.now() - asked,
              kind: parsed.data?.joinSession?.__typename ?? 'error',
            });
          });
        },
      );
      req.on('error', reject);
      // A keep-alive socket is handed over when one is free; the request is written then.
      req.on('socket', () => {
        sent = performance.now();
      });
      req.end(body);
    });

  const pickFor = (i: number) => {
    const picks: number[] = [];
    for (let k = 0; k < PICKS && k < popular.length; k += 1) {
      const s = popular[(i * 7 + k * 3) % popular.length];
      if (s && !picks.includes(s.id)) picks.push(s.id);
    }
    return picks;
  };

  await Promise.all(
    warmers.map((token, i) => {
      const other = others[i % others.length];
      return other ? join(token, other.id) : null;
    }),
  );
  const before = await costSnapshot(server);
  const latencies: number[] = [];
  const waits: number[] = [];
  const kinds = new Map<string, number>();
  const latenciesByKind = new Map<string, number[]>();
  const started = performance.now();
  let lastPlaceAt = started;
  await Promise.all(
    tokens.map(async (token, i) => {
      for (const sessionId of pickFor(i)) {
        const result = await join(token, sessionId);
        latencies.push(result.ms);
        waits.push(result.waited);
        kinds.set(result.kind, (kinds.get(result.kind) ?? 0) + 1);
        latenciesByKind.set(result.kind, [...(latenciesByKind.get(result.kind) ?? []), result.ms]);
        if (result.kind === 'PlaceChange') lastPlaceAt = performance.now();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await costSnapshot(server);

  const oversold = await db.execute<{ over: number }>(sql`
    select coalesce(sum(greatest(0, taken - capacity)), 0)::int as over from (
      select s.id, s.capacity, count(p.registration_id) as taken
      from ${sessions} s left join ${placements} p on p.session_id = s.id
      where s.capacity is not null group by s.id
    ) t`);
  const overRows = (oversold as unknown as { rows?: Array<{ over: number }> }).rows ?? [];
  const doubleBooked = await db.execute(sql`
    select count(*)::int as n from ${placements} a join ${placements} b
      on a.registration_id = b.registration_id and a.session_id < b.session_id
    join ${sessions} sa on sa.id = a.session_id join ${sessions} sb on sb.id = b.session_id
    where sa.starts_at < sb.ends_at and sb.starts_at < sa.ends_at`);
  const doubleRows = (doubleBooked as unknown as { rows?: Array<{ n: number }> }).rows ?? [];

  latencies.sort((a, b) => a - b);
  waits.sort((a, b) => a - b);
  const attempts = latencies.length;
  const placed = kinds.get('PlaceChange') ?? 0;
  console.log(
    `registration rush: ${PARTICIPANTS} participants × ${PICKS} popular workshops (${popular.length} sessions, capacity ${CAPACITY} each), ${values.connections} connections, PostgreSQL pool ${values.pool}, ${warmers.length ? `after ${warmers.length} warm-up joins to other workshops` : 'server cold'}`,
  );
  console.log(`  outcomes: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log(
    `  join requests/s: ${(attempts / seconds).toFixed(0)}  (places taken/s: ${(placed / seconds).toFixed(0)}) in ${seconds.toFixed(2)} s`,
  );
  console.log(
    `  request latency (sent to answered) p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; participant's wait (asked to answered, queue for a connection included) p50 ${percentile(waits, 50).toFixed(0)} ms, p99 ${percentile(waits, 99).toFixed(0)} ms`,
  );
  // The places go in the first part of the rush, while every request is a join that takes one;
  // those requests are the slow ones, so this part's rate is what sets p99.
  const byKind = [...latenciesByKind].map(([kind, list]) => {
    list.sort((a, b) => a - b);
    return `${kind} p50 ${percentile(list, 50).toFixed(1)} ms, p99 ${percentile(list, 99).toFixed(1)} ms`;
  });
  const placingSeconds = (lastPlaceAt - started) / 1000;
  console.log(
    `  by outcome: ${byKind.join('; ')}; the ${placed} places were taken in the first ${placingSeconds.toFixed(2)} s (${(placed / placingSeconds).toFixed(0)} places/s)`,
  );
  const perJoin = (value: number) => (value / attempts).toFixed(2);
  console.log(
    `  per join request: ${perJoin(after.statements - before.statements)} SQL statements, CPU ${perJoin(1000 * (after.serverCpu - before.serverCpu))} ms in the API server + ${perJoin(1000 * (after.postgresCpu - before.postgresCpu))} ms in PostgreSQL (CPU time: what the rate would be on an idle machine, whatever the neighbours do)`,
  );
  console.log(
    `  oversold places: ${overRows[0]?.over ?? '?'}; people double-booked in one slot: ${doubleRows[0]?.n ?? '?'}`,
  );

  agent.destroy();
  server.kill('SIGTERM');
  await handle.close();
  rmSync(workDir, { recursive: true, force: true });
  if ((overRows[0]?.over ?? 1) !== 0) process.exitCode = 1;
}

await main();
