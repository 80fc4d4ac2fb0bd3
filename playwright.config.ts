import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
// Parallel work on one machine builds into its own folder: `vite build --outDir dist-x`.
const webDist = process.env.E2E_WEB_DIST;
// The demo festival, migrated and seeded once a run: the suite's server and every spec's own server
// (startOwnServer) start from a copy of this folder instead of seeding for themselves.
const seededDir = `${dataDir}-seeded`;
process.env.E2E_SEEDED_DATA_DIR = seededDir;

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app,
 * served by the real server on a fresh embedded database seeded with the demo festival.
 * `npm test` builds the web app first; run `npm run build` before `npx playwright test` by hand.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: [
      `rm -rf ${dataDir} ${seededDir}`,
      `DATA_DIR=${seededDir} node --import tsx server/db/seed/run.ts`,
      `cp -r ${seededDir} ${dataDir}`,
      // The production server as `npm start` runs it (decision 021), its bundle built fresh here.
      'npm run -s build:server && npm run -s serve',
    ].join(' && '),
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // A loaded 2-core CI machine can take two minutes to start and seed.
    timeout: 240_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${port}`,
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
  },
});
