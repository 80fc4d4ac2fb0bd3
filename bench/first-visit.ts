/**
 * Bytes on the wire for a first visit (empty browser cache) to `/workshops` and `/`: the real
 * server (`server/main.ts`, PGlite in a fresh temp folder) serving a built web app, visited by
 * Debian's Chromium; sizes are what the network carried (compressed bodies plus headers), from
 * the DevTools protocol. A benchmark that prints, not a test.
 *
 *   npx vite build --outDir ../dist && npx tsx bench/first-visit.ts [--dist dist] [--port 3392]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { withFestivalServer } from './festival-server';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '3392' },
    paths: { type: 'string', default: '/workshops,/' },
    files: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const ROOT = path.resolve(import.meta.dirname, '..');

type Kind = 'document' | 'script' | 'stylesheet' | 'api' | 'image' | 'font' | 'other';
const kindOf = (type: string): Kind => {
  switch (type) {
    case 'Document':
    case 'Script':
    case 'Image':
    case 'Font':
      return type.toLowerCase() as Kind;
    case 'Stylesheet':
      return 'stylesheet';
    case 'Fetch':
    case 'XHR':
      return 'api';
    default:
      return 'other';
  }
};

async function visit(browser: import('@playwright/test').Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, Kind>();
  const urls = new Map<string, string>();
  const files: Array<{ url: string; wire: number }> = [];
  const bytes = new Map<Kind, { wire: number; count: number }>();
  cdp.on('Network.responseReceived', (event) => {
    kinds.set(event.requestId, kindOf(event.type));
    urls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId) ?? 'other';
    const entry = bytes.get(kind) ?? { wire: 0, count: 0 };
    entry.wire += event.encodedDataLength;
    entry.count += 1;
    bytes.set(kind, entry);
    files.push({ url: urls.get(event.requestId) ?? '?', wire: event.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // On a loaded machine the programme's request can start after a quiet half second: wait for the
  // page's GraphQL answers too, then for quiet again.
  await page
    .waitForResponse((response) => response.url().endsWith('/graphql'), { timeout: 60_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  await context.close();
  if (values.files)
    for (const file of files.sort((a, b) => b.wire - a.wire))
      console.log(`  ${(file.wire / 1000).toFixed(1).padStart(7)} KB  ${new URL(file.url).pathname}`);
  return bytes;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    await withFestivalServer(
      { port, tempPrefix: 'festival-first-visit-', env: { WEB_DIST: path.resolve(ROOT, values.dist) } },
      async () => {
        console.log(`First visit, empty cache, bytes on the wire (KB = 1000 bytes), build: ${values.dist}\n`);
        for (const pathname of (values.paths ?? '/').split(',')) {
          const bytes = await visit(browser, `http://127.0.0.1:${port}${pathname}`);
          const kb = (kind: Kind) => ((bytes.get(kind)?.wire ?? 0) / 1000).toFixed(1);
          const scriptsAndStyles =
            ((bytes.get('script')?.wire ?? 0) + (bytes.get('stylesheet')?.wire ?? 0)) / 1000;
          const total = [...bytes.values()].reduce((sum, entry) => sum + entry.wire, 0) / 1000;
          console.log(
            `${pathname.padEnd(12)} JS ${kb('script').padStart(6)} KB (${bytes.get('script')?.count ?? 0} files)  CSS ${kb('stylesheet').padStart(5)} KB  ` +
              `JS+CSS ${scriptsAndStyles.toFixed(1).padStart(6)} KB  page ${kb('document')} KB  API ${kb('api')} KB  images ${kb('image')} KB  total ${total.toFixed(1)} KB`,
          );
        }
      },
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
