/**
 * Staff screens and operations at convention scale (issue 32). For each size (2,000 and 10,000
 * registrations by default) it grows the demo festival in a fresh PostgreSQL database
 * (festival_scale_<n>, see `npm run seed:scale`), starts the production server against it with an
 * SMTP sink of its own, runs the lottery, times the staff queries and CSV exports, opens the admin
 * pages in Chromium (DOM nodes, longest main-thread task), publishes, and measures how fast the
 * outbox delivers the allocation emails. Prints one table with the targets beside the figures.
 *
 *   npx vite build --logLevel error --outDir ../dist-scale     (the pages Chromium opens)
 *   npx tsx bench/scale/run.ts [--sizes 2000,10000] [--port 3381] [--smtp-port 3389] [--web-dist dist-scale] [--no-browser]
 *
 * The grown festival is seeded once per size into festival_scale_template_<n> (--reseed to redo it);
 * --db-prefix names the databases otherwise (festival_<you>_scale on a shared machine). Needs PostgreSQL at 127.0.0.1:5432 (user postgres, trust), or BENCH_PG_URL for another server.
 * It is a benchmark, not a test: nothing fails, the table says what meets its target.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { print } from 'graphql';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '#server/db/client';
import { DEMO_STAFF } from '#server/db/seed/data/staff';
import { seedDemoFestival } from '#server/db/seed/demo';
import { growFestival } from '#server/db/seed/scale';
import * as documents from '#web/graphql/graphql';
import { productionServerArgs } from '../production-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '2000,10000' },
    port: { type: 'string', default: '3381' },
    'smtp-port': { type: 'string', default: '3389' },
    'web-dist': { type: 'string', default: 'dist-scale' },
    'no-browser': { type: 'boolean', default: false },
    'email-seconds': { type: 'string', default: '60' },
    reseed: { type: 'boolean', default: false },
    'db-prefix': { type: 'string', default: 'festival_scale' },
    'heap-snapshots': { type: 'boolean', default: false },
  },
});
const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PORT = Number(args.port);
const SMTP_PORT = Number(args['smtp-port']);
const BASE = `http://127.0.0.1:${PORT}`;
const DB_PREFIX = args['db-prefix'];
if (!/^[a-z_][a-z0-9_]*$/.test(DB_PREFIX)) throw new Error('--db-prefix: lower-case letters, digits and _');

type Credentials = { accessToken: string; client: string; uid: string };

// ─── Figures and targets ─────────────────────────────────────────────────────────────────────────

interface Figure {
  name: string;
  unit: 'ms' | 'KB' | 'MB' | 'nodes' | '/s';
  /** Target at 2,000 (and at 10,000 when given); below it is good unless `atLeast`. */
  target?: number;
  target10k?: number;
  atLeast?: boolean;
}
const FIGURES: Figure[] = [
  { name: 'lottery run (start to draft)', unit: 'ms' },
  { name: 'StaffDashboard query', unit: 'ms', target: 50, target10k: 100 },
  { name: 'AllocationOverview query', unit: 'ms', target: 50, target10k: 100 },
  { name: 'AllocationDay query (first day)', unit: 'ms' },
  { name: 'AllocationDay bytes', unit: 'KB' },
  { name: 'AllocationEverybody query', unit: 'ms' },
  { name: 'AllocationEverybody bytes', unit: 'KB' },
  { name: 'RegistrationReport query', unit: 'ms' },
  { name: 'registrationsCsv', unit: 'ms', target: 1000, target10k: 1000 },
  { name: 'creditBalancesCsv', unit: 'ms', target: 1000, target10k: 1000 },
  { name: 'page /admin: DOM nodes', unit: 'nodes', target: 5000, target10k: 10000 },
  { name: 'page /admin: longest task', unit: 'ms', target: 200, target10k: 400 },
  { name: 'page /admin/registrations: DOM nodes', unit: 'nodes', target: 5000, target10k: 10000 },
  { name: 'page /admin/registrations: longest task', unit: 'ms', target: 200, target10k: 400 },
  { name: 'page allocation day tab: DOM nodes', unit: 'nodes', target: 5000, target10k: 10000 },
  { name: 'page allocation day tab: longest task', unit: 'ms', target: 200, target10k: 400 },
  { name: 'page allocation Everybody: DOM nodes', unit: 'nodes', target: 5000, target10k: 10000 },
  { name: 'page allocation Everybody: longest task', unit: 'ms', target: 200, target10k: 400 },
  { name: 'page allocation Everybody: click to drawn', unit: 'ms', target: 1000, target10k: 2000 },
  { name: 'publishAllocation answer', unit: 'ms', target: 1500, target10k: 6000 },
  { name: 'email delivery rate', unit: '/s', target: 20, target10k: 20, atLeast: true },
  { name: 'server memory (peak RSS)', unit: 'MB', target: 300, target10k: 600 },
];

type Results = Map<string, number>;

// ─── The SMTP sink ───────────────────────────────────────────────────────────────────────────────

function startSink(): Promise<{ received: number[]; close(): Promise<void> }> {
  const received: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 50,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(Date.now());
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () =>
      resolve({ received, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

// ─── The database and the server ─────────────────────────────────────────────────────────────────

/**
 * A fresh copy of the grown festival: seeded once into <prefix>_template_<n> (again with --reseed),
 * then copied as <prefix>_bench_<n> for each run, so a run starts from the same rows.
 */
async function prepareDatabase(size: number, uploadsDir: string): Promise<string> {
  const template = `${DB_PREFIX}_template_${size}`;
  const name = `${DB_PREFIX}_bench_${size}`;
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount || args.reseed) {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.query(`create database ${template}`);
      const handle = await openDatabase({ url: `${PG}/${template}` });
      try {
        await handle.migrate();
        await seedDemoFestival(handle.db, { uploadsDir });
        const report = await growFestival(handle.db, { registrations: size });
        console.log(
          `  seeded ${report.registrations} registrations, ${report.rankings} rankings, demand ${(report.demandSlots / report.places).toFixed(2)}× places`,
        );
      } finally {
        await handle.close();
      }
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return `${PG}/${name}`;
}

async function startServer(url: string, dataDir: string): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  if (args['heap-snapshots']) nodeArgs.push('--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${dataDir}`);
  const child = spawn(process.execPath, [...nodeArgs, ...productionServerArgs()], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      WEB_DIST: path.resolve(ROOT, args['web-dist']),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The per-phase breakdown of the server's memory is read from its /metrics.
      METRICS_ALLOW: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not start in 2 minutes');
}

/**
 * --heap-snapshots: the server writes a heap snapshot (SIGUSR2) after each phase, copied to
 * bench/scale/snapshots/<n>-<phase>.heapsnapshot for Chrome's memory tool. Writing one takes
 * seconds and memory of its own, so the run's figures then say little; it is for finding out.
 */
async function heapSnapshot(pid: number, dataDir: string, name: string): Promise<void> {
  const before = new Set(readdirSync(dataDir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await sleep(500);
    const file = readdirSync(dataDir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    // The file is complete once it ends the JSON document and stops growing.
    if (file) {
      const full = path.join(dataDir, file);
      let size = -1;
      while (statSync(full).size !== size || !readFileSync(full, 'latin1').trimEnd().endsWith(']}')) {
        size = statSync(full).size;
        await sleep(2000);
      }
      const target = path.join(ROOT, 'bench/scale/snapshots', `${name.replace(/\W+/g, '-')}.heapsnapshot`);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(full, target);
      rmSync(full);
      return;
    }
  }
  throw new Error('no heap snapshot after 2 minutes');
}

/** Resident memory of the server process now, and its peak so far (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * What the server's memory is made of, from its /metrics (prom-client's process figures and ours):
 * resident, the V8 heap used and reserved (and of that the young generation), memory outside the
 * heap that V8 knows of (buffers, WebAssembly), and the array buffers among it, in MB.
 */
async function memoryBreakdown(): Promise<string> {
  const text = await (await fetch(`${BASE}/metrics`)).text();
  const value = (name: string, labels = '') => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) / 2 ** 20 : Number.NaN;
  };
  const mb = (n: number) => Math.round(n).toString();
  return [
    `heap ${mb(value('nodejs_heap_size_used_bytes'))}/${mb(value('nodejs_heap_size_total_bytes'))}`,
    `young ${mb(value('nodejs_heap_space_size_total_bytes', '{space="new"}'))}`,
    `external ${mb(value('nodejs_external_memory_bytes'))}`,
    `array buffers ${mb(value('festival_array_buffers_bytes'))}`,
  ].join(', ');
}

// ─── GraphQL ─────────────────────────────────────────────────────────────────────────────────────

function documentText(name: string): string {
  const document = (documents as Record<string, unknown>)[`${name}Document`];
  if (!document) throw new Error(`no document ${name}`);
  return print(document as Parameters<typeof print>[0]);
}

async function graphqlCall(
  query: string,
  variables: Record<string, unknown>,
  credentials?: Credentials,
): Promise<{ data: Record<string, unknown>; ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(credentials
        ? { 'access-token': credentials.accessToken, client: credentials.client, uid: credentials.uid }
        : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const body = JSON.parse(text) as { data: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 500)}`);
  return { data: body.data, ms, bytes: Buffer.byteLength(text) };
}

/** The median of `runs` timed calls (after one warm-up), and the bytes of the answer. */
async function timed(
  name: string,
  variables: Record<string, unknown>,
  credentials: Credentials,
  runs = 5,
): Promise<{ ms: number; bytes: number; data: Record<string, unknown> }> {
  const query = documentText(name);
  let last = await graphqlCall(query, variables, credentials);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    last = await graphqlCall(query, variables, credentials);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? 0, bytes: last.bytes, data: last.data };
}

/** A CSV export as the page downloads it; `streamPath` is used instead when the server has it. */
async function timedCsv(field: string, credentials: Credentials, streamPath: string): Promise<number> {
  const headers = {
    'access-token': credentials.accessToken,
    client: credentials.client,
    uid: credentials.uid,
  };
  const probe = await fetch(`${BASE}${streamPath}`, { headers });
  const streamed = probe.ok && (probe.headers.get('content-type') ?? '').includes('text/csv');
  await probe.arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    if (streamed) {
      await (await fetch(`${BASE}${streamPath}`, { headers })).arrayBuffer();
    } else {
      await graphqlCall(`{ ${field} }`, {}, credentials);
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[1] ?? 0;
}

// ─── Chromium ────────────────────────────────────────────────────────────────────────────────────

interface StaffBrowser {
  page: Page;
  /** Opens a page and waits until it is drawn; answers the milliseconds until the app showed it. */
  open(pathname: string): Promise<number>;
  /** Waits until the app is live, no loading placeholder is left, and the page stopped growing for a second. */
  settle(): Promise<void>;
  /** The page's element count and the longest main-thread task since the last reset. */
  stats(): Promise<{ nodes: number; longest: number }>;
  resetLongest(): Promise<void>;
  close(): Promise<void>;
}

async function staffBrowser(credentials: Credentials): Promise<StaffBrowser> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => {
    localStorage.setItem('nzif', value);
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  }, JSON.stringify(credentials));
  const page = await context.newPage();
  // Drawn: the app is live and no loading placeholder is left.
  const drawn = () =>
    document.documentElement.dataset.app === 'ready' && document.querySelector('.rt-Skeleton') === null;
  const settle = async () => {
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __nodes?: number; __since?: number };
        const nodes = document.getElementsByTagName('*').length;
        const ready =
          document.documentElement.dataset.app === 'ready' && document.querySelector('.rt-Skeleton') === null;
        if (!ready || nodes !== w.__nodes) {
          w.__nodes = nodes;
          w.__since = Date.now();
          return false;
        }
        return Date.now() - (w.__since ?? 0) > 1000;
      },
      null,
      { timeout: 180_000, polling: 100 },
    );
  };
  return {
    page,
    async open(pathname) {
      const started = Date.now();
      await page.goto(`${BASE}${pathname}`, { timeout: 60_000 });
      await page.waitForFunction(drawn, null, { timeout: 180_000, polling: 20 });
      const shown = Date.now() - started;
      await settle();
      return shown;
    },
    settle,
    stats: () =>
      page.evaluate(() => ({
        nodes: document.getElementsByTagName('*').length,
        longest: (window as unknown as { __longest: number }).__longest,
      })),
    resetLongest: () =>
      page.evaluate(() => {
        (window as unknown as { __longest: number }).__longest = 0;
      }),
    close: () => browser.close(),
  };
}

async function measurePages(credentials: Credentials, firstDay: string, results: Results): Promise<void> {
  const staff = await staffBrowser(credentials);
  const { page } = staff;
  try {
    const record = async (label: string) => {
      const { nodes, longest } = await staff.stats();
      results.set(`page ${label}: DOM nodes`, nodes);
      results.set(`page ${label}: longest task`, longest);
    };

    await staff.open('/admin');
    await record('/admin');

    await staff.open('/admin/registrations');
    await record('/admin/registrations');

    await staff.open('/admin/allocations');
    await staff.resetLongest();
    await staff.open(`/admin/allocations/${firstDay}`);
    await record('allocation day tab');

    await staff.open('/admin/allocations');
    await staff.resetLongest();
    const started = Date.now();
    await page.getByRole('link', { name: 'Everybody' }).click();
    await page.waitForFunction(
      () => location.pathname.endsWith('/all') && document.querySelector('main table') !== null,
      null,
      { timeout: 180_000, polling: 50 },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    results.set('page allocation Everybody: click to drawn', Date.now() - started);
    await staff.settle();
    await record('allocation Everybody');
  } finally {
    await staff.close();
  }
}

/** The rest of the admin area, loaded straight from the address bar after publishing and delivery. */
const SURVEYED_PAGES = [
  '/admin/people',
  '/admin/presenters',
  '/admin/payments',
  '/admin/payments/outstanding',
  '/admin/donations',
  '/admin/emails',
  '/admin/messages',
  '/admin/audit',
  '/admin/attendance',
  '/admin/check-in',
  '/admin/registrations/preferences',
  '/admin/workshops',
  '/admin/shows',
  '/admin/timetable',
  '/admin/venues',
  '/admin/festivals',
  '/admin/settings',
];

interface SurveyRow {
  pathname: string;
  shown: number;
  nodes: number;
  longest: number;
}

/**
 * Every other admin page, with the first registration's and the first session's own pages: each
 * loaded from the address bar (the app's start included), timed to drawn.
 */
async function surveyAdminPages(credentials: Credentials): Promise<SurveyRow[]> {
  const staff = await staffBrowser(credentials);
  const rows: SurveyRow[] = [];
  const visit = async (pathname: string) => {
    const shown = await staff.open(pathname);
    rows.push({ pathname, shown, ...(await staff.stats()) });
  };
  /** The first link in the page's main part whose path matches. */
  const firstLink = (pattern: RegExp) =>
    staff.page.evaluate(
      (source) =>
        [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
          .map((link) => new URL(link.href).pathname)
          .find((pathname) => new RegExp(source).test(pathname)),
      pattern.source,
    );
  try {
    for (const pathname of SURVEYED_PAGES) await visit(pathname);
    await staff.open('/admin/registrations');
    const registration = await firstLink(/^\/admin\/registrations\/(?!preferences$)[^/]+$/);
    if (registration) await visit(registration);
    await staff.open('/admin/workshops');
    const workshop = await firstLink(/^\/admin\/workshops\/[^/]+$/);
    if (workshop) {
      await visit(workshop);
      const session = await firstLink(
        /^\/admin\/(sessions\/[^/]+|workshops\/[^/]+\/(?!feedback$|show$)[^/]+)$/,
      );
      if (session) await visit(session);
    }
  } finally {
    await staff.close();
  }
  return rows;
}

function printSurvey(size: number, rows: SurveyRow[]): void {
  const slow = size >= 10_000 ? 2 : 1;
  console.log(`\nEvery other admin page at ${size.toLocaleString('en')} (targets ${slow}× those at 2,000)`);
  console.log('\n| page | shown after | DOM nodes | longest task |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    const mark = (ok: boolean) => (ok ? ' ✓' : ' ✗');
    console.log(
      `| ${row.pathname} | ${row.shown.toLocaleString('en')} ms${mark(row.shown < 1000 * slow)} | ${row.nodes.toLocaleString('en')}${mark(row.nodes < 5000 * slow)} | ${Math.round(row.longest)} ms${mark(row.longest < 200 * slow)} |`,
    );
  }
}

// ─── One size ────────────────────────────────────────────────────────────────────────────────────

async function benchSize(size: number): Promise<Results> {
  const results: Results = new Map();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'festival-scale-'));
  const sink = await startSink();
  let server: ChildProcess | null = null;
  let peak = 0;
  try {
    console.log(`\n${size} registrations`);
    const url = await prepareDatabase(size, path.join(dataDir, 'uploads'));
    server = await startServer(url, dataDir);
    const pid = server.pid ?? 0;
    const sample = () => {
      peak = Math.max(peak, memoryOf(pid).rss);
    };
    const sampler = setInterval(sample, 100);
    // Where the peak comes from: resident memory after each phase, what it is made of, and the
    // kernel's high-water mark (which also sees peaks between two samples).
    const phase = async (name: string) => {
      sample();
      const { rss, peak: hwm } = memoryOf(pid);
      console.log(
        `  after ${name}: ${Math.round(rss)} MB resident, ${Math.round(peak)} MB peak (${Math.round(hwm)} high-water); ${await memoryBreakdown()}`,
      );
      if (args['heap-snapshots']) await heapSnapshot(pid, dataDir, name);
    };
    await phase('start');
    try {
      const login = await graphqlCall(
        'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { ... on AuthPayload { credentials { accessToken client uid } } ... on Error { message } } }',
        { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
      );
      const credentials = (login.data.logIn as { credentials: Credentials }).credentials;

      // The lottery, to a draft.
      const lotteryStart = performance.now();
      await graphqlCall(documentText('StartAllocation'), { seed: 32 }, credentials);
      type Run = { id: string; state: string; days: string[] };
      let run: Run | null = null;
      while (run?.state !== 'draft') {
        await sleep(200);
        const overview = await graphqlCall(documentText('AllocationOverview'), {}, credentials);
        run = overview.data.allocationRun as Run | null;
        if (run?.state === 'failed') throw new Error('the lottery failed');
      }
      results.set('lottery run (start to draft)', performance.now() - lotteryStart);
      await phase('the lottery');
      const firstDay = run.days[0] ?? '';

      results.set('StaffDashboard query', (await timed('StaffDashboard', {}, credentials)).ms);
      results.set('AllocationOverview query', (await timed('AllocationOverview', {}, credentials)).ms);
      const day = await timed('AllocationDay', { date: firstDay }, credentials, 3);
      results.set('AllocationDay query (first day)', day.ms);
      results.set('AllocationDay bytes', day.bytes / 1024);
      const everybody = await timed('AllocationEverybody', everybodyVariables(), credentials, 3);
      results.set('AllocationEverybody query', everybody.ms);
      results.set('AllocationEverybody bytes', everybody.bytes / 1024);
      results.set(
        'RegistrationReport query',
        (await timed('RegistrationReport', { first: 50, offset: 0 }, credentials, 3)).ms,
      );
      results.set(
        'registrationsCsv',
        await timedCsv('registrationsCsv', credentials, '/api/exports/registrations.csv'),
      );
      results.set(
        'creditBalancesCsv',
        await timedCsv('creditBalancesCsv', credentials, '/api/exports/credit-balances.csv'),
      );

      await phase('the staff queries and exports');
      if (!args['no-browser']) await measurePages(credentials, firstDay, results);
      await phase('the pages');

      // Publish, then watch the outbox deliver to the sink.
      const before = sink.received.length;
      const published = await graphqlCall(
        documentText('PublishAllocation'),
        { runId: run.id, moveToGeneralPhase: false },
        credentials,
      );
      const publishResult = published.data.publishAllocation as { __typename: string; message?: string };
      if (publishResult.__typename !== 'AllocationRun')
        throw new Error(`publish refused: ${publishResult.message}`);
      results.set('publishAllocation answer', published.ms);
      await phase('publishing');
      const expected = await allocationEmailCount(url, run.id);
      const deliveryStart = Date.now();
      const limit = deliveryStart + Number(args['email-seconds']) * 1000;
      while (sink.received.length - before < expected && Date.now() < limit) await sleep(250);
      const delivered = sink.received.length - before;
      const last = sink.received.at(-1) ?? Date.now();
      const seconds = Math.max(0.001, ((delivered >= expected ? last : Date.now()) - deliveryStart) / 1000);
      results.set('email delivery rate', delivered / seconds);
      await phase('delivery');
      console.log(`  ${delivered} of ${expected} allocation emails delivered in ${seconds.toFixed(1)} s`);
      if (!args['no-browser']) {
        surveys.set(size, await surveyAdminPages(credentials));
        await phase('the other admin pages');
      }
      sample();
      results.set('server memory (peak RSS)', peak);
    } finally {
      clearInterval(sampler);
    }
  } finally {
    if (server) {
      server.kill('SIGTERM');
      if (server.exitCode === null && server.signalCode === null)
        await new Promise((resolve) => server?.once('exit', resolve));
    }
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The first page of the everybody view, as the page asks for it (50 people, by name). */
function everybodyVariables(): Record<string, unknown> {
  return { sort: 'NAME', first: 50, offset: 0 };
}

async function allocationEmailCount(url: string, runId: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from emails where dedupe_key like $1`,
      [`allocation:${runId}:%`],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ─── The table ───────────────────────────────────────────────────────────────────────────────────

function format(value: number | undefined, unit: Figure['unit']): string {
  if (value === undefined) return '–';
  if (unit === 'ms') return `${Math.round(value).toLocaleString('en')} ms`;
  if (unit === 'KB')
    return `${value >= 1024 ? `${(value / 1024).toFixed(2)} MB` : `${Math.round(value)} KB`}`;
  if (unit === 'MB') return `${Math.round(value)} MB`;
  if (unit === '/s') return `${value.toFixed(1)} emails/s`;
  return Math.round(value).toLocaleString('en');
}

function verdict(figure: Figure, value: number | undefined, target: number | undefined): string {
  if (value === undefined || target === undefined) return '';
  return (figure.atLeast ? value >= target : value < target) ? ' ✓' : ' ✗';
}

const sizes = args.sizes.split(',').map(Number);
const all = new Map<number, Results>();
const surveys = new Map<number, SurveyRow[]>();
for (const size of sizes) all.set(size, await benchSize(size));

const header = [
  'measure',
  ...sizes.flatMap((s) => [`${s.toLocaleString('en')}`, `target at ${s.toLocaleString('en')}`]),
];
console.log(`\n| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const figure of FIGURES) {
  const cells = sizes.flatMap((size) => {
    const target = size >= 10_000 ? figure.target10k : figure.target;
    const value = all.get(size)?.get(figure.name);
    return [
      `${format(value, figure.unit)}${verdict(figure, value, target)}`,
      target === undefined ? '' : `${figure.atLeast ? '≥' : '<'} ${format(target, figure.unit)}`,
    ];
  });
  console.log(`| ${figure.name} | ${cells.join(' | ')} |`);
}
for (const [size, rows] of surveys) printSurvey(size, rows);
