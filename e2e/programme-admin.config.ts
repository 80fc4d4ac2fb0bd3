import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The programme-building journey (issue 14) needs an empty database: no demo festival
 * (SEED_DEMO=false), only a first administrator from ADMIN_EMAIL/ADMIN_PASSWORD.
 *   npx vite build --outDir dist-x && E2E_WEB_DIST=dist-x E2E_PORT=3307 \
 *     npx playwright test -c e2e/programme-admin.config.ts
 */
const port = Number(process.env.E2E_PORT ?? 3211);
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e-empty';
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
process.env.E2E_EMPTY_DATABASE = '1';

const ADMIN = { email: 'first-admin@example.org', password: 'a long first password' };

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'programme-admin.spec.ts',
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    ...webServer,
    // The server runs from the project folder, as with the default config.
    cwd: path.resolve(import.meta.dirname, '..'),
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    env: {
      ...webServer?.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SEED_DEMO: 'false',
      BANK_ACCOUNT_NUMBER: '12-3456-7890123-00',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  },
});
