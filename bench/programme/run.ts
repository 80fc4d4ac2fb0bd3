/**
 * Programme query throughput: the real server (`server/main.ts`, PGlite in a fresh temp folder, or
 * DATABASE_URL when set) under 50 concurrent keep-alive connections on loopback, side by side with
 * the same response bytes served as a static file by the same server (the ceiling).
 *
 *   npx tsx bench/programme/run.ts [--seconds 10] [--connections 50] [--type Workshop]
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { print } from 'graphql';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { ProgrammeDocument } from '#web/graphql/graphql';
import { withFestivalServer } from '../festival-server';
import { type LoadResult, runLoad } from './load';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    type: { type: 'string', default: 'Workshop' },
    port: { type: 'string', default: '3391' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);

function format(name: string, result: LoadResult): string {
  return `${name.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${result.p50.toFixed(2).padStart(7)} ms   p99 ${result.p99.toFixed(2).padStart(7)} ms   errors ${result.errors}`;
}

async function main() {
  await withFestivalServer({ port, tempPrefix: 'festival-bench-' }, async (dataDir) => {
    const body = JSON.stringify({
      operationName: 'Programme',
      query: print(ProgrammeDocument),
      variables: { activityType: values.type },
    });
    const first = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const bytes = Buffer.from(await first.arrayBuffer());
    const parsed = JSON.parse(bytes.toString('utf8')) as { data?: { festival?: { activities?: unknown[] } } };
    const count = parsed.data?.festival?.activities?.length ?? 0;
    if (count === 0)
      throw new Error(`Programme query returned no activities: ${bytes.toString('utf8').slice(0, 300)}`);
    writeFileSync(path.join(dataDir, 'uploads', 'bench-programme.json'), bytes);

    console.log(
      `Programme(${values.type}): ${count} activities, ${bytes.length} bytes; ${connections} connections, ${seconds} s each (after ${values.warmup} s warm-up), loopback\n`,
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const common = {
      host: '127.0.0.1',
      port,
      agent,
      connections,
      seconds,
      warmupSeconds: Number(values.warmup),
    };
    const graphql = await runLoad({
      ...common,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body,
      expectBytes: bytes.length,
    });
    // A logged-in visitor sends credentials with every request; the programme is public all the same.
    const login = (await (
      await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { ... on AuthPayload { credentials { accessToken client uid } } } }',
          variables: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
        }),
      })
    ).json()) as {
      data?: { logIn?: { credentials?: { accessToken: string; client: string; uid: string } } };
    };
    const credentials = login.data?.logIn?.credentials;
    if (!credentials) throw new Error(`log in failed: ${JSON.stringify(login).slice(0, 300)}`);
    const loggedIn = await runLoad({
      ...common,
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        'access-token': credentials.accessToken,
        client: credentials.client,
        uid: credentials.uid,
      },
      body,
      expectBytes: bytes.length,
    });
    const staticFile = await runLoad({
      ...common,
      method: 'GET',
      path: '/uploads/bench-programme.json',
      expectBytes: bytes.length,
    });
    agent.destroy();
    console.log(format('Programme, anonymous', graphql));
    console.log(format('Programme, logged in', loggedIn));
    console.log(format('static file (limit)', staticFile));
    const share = (result: LoadResult) =>
      (result.requestsPerSecond / staticFile.requestsPerSecond).toFixed(2);
    console.log(
      `\nanonymous / static: ${share(graphql)}× (aim ≥ 0.8×, p99 < 50 ms); logged in / static: ${share(loggedIn)}× (aim ≥ 0.5×, p99 < 100 ms)`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
