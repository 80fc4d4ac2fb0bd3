/**
 * The browser's own work on a first visit, from a DevTools trace (issue 27): each public page is
 * loaded in Chromium at 390 px with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), no
 * network throttling, and the trace's style recalculations (UpdateLayoutTree), layouts, stylesheet
 * parses and the longest tasks up to 4 s after load are summed. Real milliseconds on this machine,
 * so give the load average beside them. A benchmark that prints, not a test.
 *
 *   npx vite build --outDir ../dist && npx tsx bench/style-trace.ts [--dist dist] [--runs 3]
 *     [--paths /,/workshops,ACTIVITY] [--port 3396]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { withFestivalServer } from './festival-server';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3396' },
    paths: { type: 'string', default: '/,/workshops,ACTIVITY' },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

interface Figures {
  styleMs: number;
  layoutMs: number;
  parseCssMs: number;
  longestStyleMs: number;
  tasksOver50: number[];
}

async function measure(url: string): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4_000);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    // The page's renderer main thread: of the CrRendererMain threads, the busiest.
    const busy = new Map<string, number>();
    const mains = new Set(
      traceEvents
        .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    );
    for (const event of traceEvents) {
      const key = `${event.pid}:${event.tid}`;
      if (event.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
    const thread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = traceEvents.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === thread);
    const total = (name: string) =>
      onMain.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
    const styles = onMain.filter((event) => event.name === 'UpdateLayoutTree');
    return {
      styleMs: total('UpdateLayoutTree'),
      layoutMs: total('Layout'),
      parseCssMs: total('ParseAuthorStyleSheet'),
      longestStyleMs: Math.max(0, ...styles.map((event) => (event.dur ?? 0) / 1000)),
      tasksOver50: onMain
        .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000)
        .map((event) => Math.round((event.dur ?? 0) / 1000)),
    };
  } finally {
    await browser.close();
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

async function main() {
  const port = Number(values.port);
  const env = { WEB_DIST: path.resolve(ROOT, values.dist) };
  await withFestivalServer({ port, tempPrefix: 'festival-style-trace-', env }, async () => {
    const origin = `http://127.0.0.1:${port}`;
    const workshops = await (await fetch(`${origin}/workshops`)).text();
    const activity = /href="(\/workshops\/[a-z0-9-]+)"/.exec(workshops)?.[1] ?? '/workshops';
    const paths = (values.paths ?? '').split(',').map((p) => (p === 'ACTIVITY' ? activity : p));
    console.log(`Trace at 390 px, CPU 4x, median of ${values.runs} (real ms)\n`);
    console.log('| page | style recalc | longest recalc | layout | CSS parse | tasks > 50 ms (median run) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const pagePath of paths) {
      const runs: Figures[] = [];
      for (let run = 0; run < Number(values.runs); run++) runs.push(await measure(`${origin}${pagePath}`));
      const mid = [...runs].sort((a, b) => a.styleMs - b.styleMs)[Math.floor(runs.length / 2)] as Figures;
      const f = (pick: (figures: Figures) => number) => `${Math.round(median(runs.map(pick)))} ms`;
      console.log(
        `| \`${pagePath}\` | ${f((r) => r.styleMs)} | ${f((r) => r.longestStyleMs)} | ${f((r) => r.layoutMs)} | ${f((r) => r.parseCssMs)} | ${mid.tasksOver50.join(', ')} |`,
      );
    }
  });
}

await main();
