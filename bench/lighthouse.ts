/**
 * Lighthouse's mobile run (simulated slow 4G, 4× slower CPU; the npm `lighthouse` package driving
 * Debian's Chromium with the flags the browser tests use) against the real server
 * (`server/main.ts`, production mode, PGlite in a fresh temp folder, the demo festival) serving a
 * built web app (issue 27). Each page is measured `--runs` times; the run with the median score is
 * printed: score, LCP, TBT, CLS and bytes on the wire. A benchmark that prints, not a test.
 *
 *   npx vite build --outDir ../dist && npx tsx bench/lighthouse.ts [--dist dist] [--runs 3]
 *     [--paths /,/workshops,ACTIVITY] [--save folder]   (--save keeps each median run's report)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { withFestivalServer } from './festival-server';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3394' },
    paths: { type: 'string', default: '/,/workshops,ACTIVITY' },
    // A folder to write each page's median Lighthouse report into (JSON), for its diagnostics.
    save: { type: 'string' },
  },
});
const port = Number(values.port);
const runs = Number(values.runs);
const ROOT = path.resolve(import.meta.dirname, '..');

/** The browser tests' Chromium flags (playwright.config.ts), minus what Lighthouse sets itself. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figures {
  lhr: unknown;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

async function measure(url: string, chromePort: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Lighthouse sometimes loses the trace's navigation start; that run is retried, not counted.
    if (lhr.runtimeError.code === 'NO_NAVSTART' && attempt < 3) return measure(url, chromePort, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    lhr,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

const median = (runs: Figures[]): Figures => {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
};

async function main() {
  const env = { WEB_DIST: path.resolve(ROOT, values.dist) };
  await withFestivalServer({ port, tempPrefix: 'festival-lighthouse-', env }, async () => {
    const origin = `http://127.0.0.1:${port}`;
    const workshops = await (await fetch(`${origin}/workshops`)).text();
    const activity = /href="(\/workshops\/[a-z0-9-]+)"/.exec(workshops)?.[1] ?? '/workshops';
    const paths = (values.paths ?? '').split(',').map((p) => (p === 'ACTIVITY' ? activity : p));
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      console.log(`Lighthouse mobile (simulated slow 4G, 4× CPU), median of ${runs} runs by score\n`);
      console.log('| page | score | LCP | TBT | CLS | bytes |');
      console.log('| --- | --- | --- | --- | --- | --- |');
      for (const pagePath of paths) {
        // One unmeasured load first: the server's kept page and Chromium's process are warm.
        await fetch(`${origin}${pagePath}`);
        const figures: Figures[] = [];
        for (let run = 0; run < runs; run += 1)
          figures.push(await measure(`${origin}${pagePath}`, chrome.port));
        const m = median(figures);
        const all = figures.map((f) => f.score).join('/');
        if (values.save) {
          mkdirSync(values.save, { recursive: true });
          const name = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
          writeFileSync(path.join(values.save, `${name}.json`), JSON.stringify(m.lhr));
        }
        console.log(
          `| \`${pagePath}\` | ${m.score} (${all}) | ${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.bytes / 1024)} KB |`,
        );
      }
    } finally {
      chrome.kill();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
