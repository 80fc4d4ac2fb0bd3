/**
 * Server-rendered programme page throughput (issue 27): the real server (`server/main.ts`,
 * production mode, PGlite in a fresh temp folder) serving a built web app, `GET /workshops` from 50
 * concurrent keep-alive anonymous visitors on loopback, as a browser asks for it (brotli/gzip
 * accepted) and uncompressed. Each response is a whole page with its own CSRF token. Rendered pages
 * are kept while the GraphQL response cache keeps their data (5 s, dropped on any mutation), so this
 * measures mostly the kept-page path plus one render every 5 s. A benchmark that prints, not a test.
 *
 *   npx vite build --outDir ../dist && npx tsx bench/programme/pages.ts [--dist dist] [--seconds 10]
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withFestivalServer } from '../festival-server';
import { type LoadResult, runLoad } from './load';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: '/workshops' },
    port: { type: 'string', default: '3393' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const ROOT = path.resolve(import.meta.dirname, '../..');

function format(name: string, result: LoadResult): string {
  return `${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(7)} pages/s   p50 ${result.p50.toFixed(2).padStart(7)} ms   p99 ${result.p99.toFixed(2).padStart(7)} ms   errors ${result.errors}`;
}

async function main() {
  const env = { WEB_DIST: path.resolve(ROOT, values.dist) };
  await withFestivalServer({ port, tempPrefix: 'festival-pages-', env }, async () => {
    const first = await fetch(`http://127.0.0.1:${port}${values.path}`);
    const html = await first.text();
    if (first.status !== 200 || !html.includes('id="server-state"'))
      throw new Error(
        `${values.path} is not server-rendered (status ${first.status}); build with the SSR bundle`,
      );
    console.log(
      `GET ${values.path}: ${html.length} bytes of HTML; ${connections} connections, ${seconds} s each (after ${values.warmup} s warm-up), loopback\n`,
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const common = {
      host: '127.0.0.1',
      port,
      agent,
      method: 'GET' as const,
      path: values.path,
      connections,
      seconds,
      warmupSeconds: Number(values.warmup),
    };
    const browser = await runLoad({
      ...common,
      headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
    });
    console.log(format('page, compressed (as a browser)', browser));
    const plain = await runLoad({ ...common, headers: { accept: 'text/html' } });
    console.log(format('page, uncompressed', plain));
    agent.destroy();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
