import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The production rehearsal (issue 29): docs/production.md followed from a clone to an upgrade, on
 * PostgreSQL and Redis behind Caddy. It starts its own processes (no webServer) on 3351–3353:
 *   npx playwright test -c e2e/production-rehearsal.config.ts
 */
process.env.E2E_REHEARSAL = '1';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'production-rehearsal.spec.ts',
  workers: 1,
  // A retry would repeat minutes of builds; the rehearsal cleans up and reports what it saw.
  retries: 0,
  // Two builds and four process starts; a loaded 2-core CI machine needs several minutes.
  timeout: 15 * 60_000,
  webServer: undefined,
  // A step that waits in vain fails where it waits instead of at the end of the test's time.
  use: { ...base.use, navigationTimeout: 60_000, actionTimeout: 30_000 },
});
