import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { createTestApp, type TestApp } from '#server/test/harness';
import { precompress } from '../../scripts/vite-delivery';
import { BUILDS_FILE, type BuildRecord, keepEarlierBuilds } from '../../scripts/vite-generations';
import { assetsNamedBy } from './built-page';

// Issue 29 item 5: a deploy keeps open pages working. A small app is built twice (a change between)
// with the project's build plugins into one folder; a server started on each build must serve its
// own page, every file of both builds (pages opened before the deploy load their chunks lazily,
// and during a rolling restart another process may send the other build's page), and a server
// never starts on a page whose files are missing.

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let root: string;
let dist: string;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(path.join(tmpdir(), 'festival-deploys-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(root, 'web'));
  writeFileSync(
    path.join(root, 'web/index.html'),
    '<!doctype html><meta name="csrf-token" content="%CSRF_TOKEN%"><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  writeFileSync(
    path.join(root, 'web/main.js'),
    "import('./lazy.js').then((m) => { document.getElementById('root').textContent = m.word; });",
  );
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** One build of the small app; `word` changes the lazy chunk, so every hash changes. */
async function buildOnce(word: string, options: { now?: number; probe?: Plugin } = {}) {
  writeFileSync(path.join(root, 'web/lazy.js'), `export const word = ${JSON.stringify(word.repeat(200))};`);
  const now = options.now;
  await build({
    root: path.join(root, 'web'),
    configFile: false,
    logLevel: 'silent',
    build: { outDir: dist, emptyOutDir: false },
    plugins: [
      precompress(),
      ...(options.probe ? [options.probe] : []),
      keepEarlierBuilds({ keepDays: 7, now: now === undefined ? undefined : () => now }),
    ],
  });
  return readFileSync(path.join(dist, 'index.html'), 'utf8');
}

async function serverOnBuild() {
  const app = await buildApp({
    services: t.services,
    webDist: dist,
    uploadsDir: path.join(root, 'uploads'),
    logLevel: 'silent',
  });
  await app.ready();
  servers.push(app);
  return app;
}

const builds = () => JSON.parse(readFileSync(path.join(dist, BUILDS_FILE), 'utf8')) as BuildRecord[];
const scripts = (record: BuildRecord) => record.files.filter((file) => file.endsWith('.js'));

describe('deploys keep open pages working [issue 29]', () => {
  let first: string;
  let second: string;
  let before: FastifyInstance;
  let after: FastifyInstance;
  let pageDuringBuild: string | null = null;

  it('builds twice into one folder, keeping the first build’s files and swapping the page in last', async () => {
    first = await buildOnce('one');
    before = await serverOnBuild();
    second = await buildOnce('two', {
      // Runs after this build wrote its files and before the swap: the old page is still there.
      probe: {
        name: 'probe',
        writeBundle() {
          pageDuringBuild = readFileSync(path.join(dist, 'index.html'), 'utf8');
        },
      },
    });
    after = await serverOnBuild();

    expect(pageDuringBuild).toBe(first);
    expect(second).not.toBe(first);
    expect(assetsNamedBy(second)).not.toEqual(assetsNamedBy(first));
    const recorded = builds();
    expect(recorded).toHaveLength(2);
    for (const record of recorded) expect(scripts(record)).toHaveLength(2); // entry and lazy chunk
  });

  it('each server sends its own build’s page, and both serve every file of both builds', async () => {
    const pageOf = async (app: FastifyInstance) => (await app.inject({ url: '/' })).body;
    expect(await pageOf(before)).toContain(assetsNamedBy(first)[0]);
    expect(await pageOf(after)).toContain(assetsNamedBy(second)[0]);

    for (const app of [before, after]) {
      for (const record of builds()) {
        for (const file of scripts(record)) {
          const plain = await app.inject({ url: `/${file}` });
          expect(plain.statusCode, `${file}`).toBe(200);
          expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(plain.body).toBe(readFileSync(path.join(dist, file), 'utf8'));
        }
      }
      // Still no page for a missing chunk, and nothing outside assets/ through the fallback.
      expect((await app.inject({ url: '/assets/gone-abc.js' })).statusCode).toBe(404);
      expect((await app.inject({ url: `/assets/..%2F${BUILDS_FILE}` })).statusCode).toBe(404);
    }
  });

  it('removes a build’s files once a newer build replaced it KEEP_BUILDS_DAYS ago, never the one it replaced now', async () => {
    const [oldest, replaced] = builds() as [BuildRecord, BuildRecord];
    await buildOnce('three', { now: Date.now() + 8 * DAY_MS });
    const recorded = builds();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]?.files).toEqual(replaced.files);
    const onlyOldest = scripts(oldest).filter((file) => !replaced.files.includes(file));
    expect(onlyOldest.length).toBeGreaterThan(0);
    for (const file of onlyOldest) expect((await after.inject({ url: `/${file}` })).statusCode).toBe(404);
    for (const file of scripts(replaced))
      expect((await after.inject({ url: `/${file}` })).statusCode).toBe(200);
  });

  it('refuses to start on a page that names a missing file, saying which', async () => {
    const broken = path.join(root, 'broken');
    mkdirSync(broken);
    writeFileSync(
      path.join(broken, 'index.html'),
      '<script type="module" src="/assets/index-missing.js"></script>',
    );
    await expect(
      buildApp({
        services: t.services,
        webDist: broken,
        uploadsDir: path.join(root, 'uploads'),
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/assets\/index-missing\.js.*npm run build/);
  });
});
