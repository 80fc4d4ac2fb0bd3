/**
 * What the first tap costs on a phone (issue 27): a first visit to a public page at 390 px with
 * touch, the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), then one tap on a control that
 * needs the app (a programme filter, the header's Menu button or a favourite star), timed from the
 * tap to the first frame that shows its response. Against the real server (PGlite in a temp
 * folder) serving a built web app, in Debian's Chromium. Each run is a fresh browser context (an
 * empty cache, as a first visit); the median of `--runs` is printed with the longest task after the
 * tap. A benchmark that prints, not a test.
 *
 * The tap waits until the page has settled: the app live (`data-app="ready"`, a build that hydrates
 * at load, as before issue 27's fourth round) or, on a build that starts the app at the first
 * interaction, the app's files fetched and the page quiet. Compare two builds:
 *
 *   npx vite build --outDir ../dist-x && npx tsx bench/first-interaction.ts --dist dist-x
 *     [--port 3343] [--runs 3] [--path /workshops] [--tap filter,menu,star]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { withFestivalServer } from './festival-server';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '3393' },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/workshops' },
    tap: { type: 'string', default: 'filter,menu,star' },
  },
});
const port = Number(values.port);
const runs = Number(values.runs);
const ROOT = path.resolve(import.meta.dirname, '..');

/** Each tap: the control to tap, and a selector that matches once its response shows. */
const TAPS = {
  // The filter's list of choices is open.
  filter: {
    control: (page: Page) => page.getByRole('combobox', { name: 'Venue' }),
    shown: '[role="listbox"]',
  },
  // The header's panel is shown.
  menu: {
    control: (page: Page) => page.getByRole('button', { name: 'Menu' }),
    shown: '.site-menu-panel:not([hidden])',
  },
  // The first card's star is pressed.
  star: {
    control: (page: Page) => page.getByTestId('favourite-button').first(),
    shown: '[data-testid="favourite-button"][aria-pressed="true"]',
  },
} as const;
type TapName = keyof typeof TAPS;

interface Figures {
  responseMs: number;
  longestTaskMs: number;
  startedAt: string;
}

async function measure(browser: Browser, url: string, tap: TapName): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
  });
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { __tapAt?: number; __tasks: PerformanceEntry[] };
      w.__tasks = [];
      new PerformanceObserver((list) => w.__tasks.push(...list.getEntries())).observe({
        type: 'longtask',
        buffered: true,
      });
      // The tap's own time stamp: the first listener of all sees it.
      window.addEventListener('pointerdown', (event) => (w.__tapAt ??= event.timeStamp), true);
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    const startedAt = await page.evaluate(() => document.documentElement.dataset.app ?? '');
    // Settled: the app live (a build that hydrates at load), or its files fetched and the page quiet.
    await page.waitForFunction(() =>
      ['ready', 'waiting'].includes(document.documentElement.dataset.app ?? ''),
    );
    if (startedAt !== 'waiting')
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
        timeout: 60_000,
      });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    // Into view without an input event (a scroll by script is no interaction).
    await TAPS[tap].control(page).scrollIntoViewIfNeeded();
    const box = await TAPS[tap].control(page).boundingBox();
    if (!box) throw new Error(`no ${tap} control on ${url}`);
    // Each frame from now on checks for the response; the first that shows it ends the timing.
    // A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.
    const shown = page.evaluate<number>(`new Promise((resolve) => {
      const frame = () => document.querySelector(${JSON.stringify(TAPS[tap].shown)}) ? resolve(performance.now()) : requestAnimationFrame(frame);
      requestAnimationFrame(frame);
    })`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const shownAt = await shown;
    const figures = await page.evaluate((end) => {
      const w = window as unknown as { __tapAt?: number; __tasks: PerformanceEntry[] };
      const from = w.__tapAt ?? end;
      const after = w.__tasks.filter((task) => task.startTime + task.duration >= from);
      return {
        responseMs: end - from,
        longestTaskMs: Math.max(0, ...after.map((task) => task.duration)),
      };
    }, shownAt);
    return { ...figures, startedAt };
  } finally {
    await context.close();
  }
}

async function main() {
  const env = { WEB_DIST: path.resolve(ROOT, values.dist) };
  await withFestivalServer({ port, tempPrefix: 'festival-first-tap-', env }, async () => {
    const url = `http://127.0.0.1:${port}${values.path}`;
    await fetch(url); // the server's kept page is warm
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    try {
      console.log(`First tap on ${values.path} at 390 px, 4× CPU, median of ${runs} (${values.dist})\n`);
      console.log('| tap | app before the tap | tap → response | longest task after the tap | runs |');
      console.log('| --- | --- | --- | --- | --- |');
      for (const tap of (values.tap ?? '').split(',') as TapName[]) {
        const all: Figures[] = [];
        for (let run = 0; run < runs; run += 1) all.push(await measure(browser, url, tap));
        const sorted = [...all].sort((a, b) => a.responseMs - b.responseMs);
        const m = sorted[Math.floor(sorted.length / 2)] as Figures;
        const each = all.map((f) => Math.round(f.responseMs)).join('/');
        console.log(
          `| ${tap} | ${m.startedAt === 'waiting' ? 'not started' : 'live'} | ${Math.round(m.responseMs)} ms | ${Math.round(m.longestTaskMs)} ms | ${each} |`,
        );
      }
    } finally {
      await browser.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
