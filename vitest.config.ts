import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three layers: `unit` (pure, fast, runs first), `api` (real database through the Fastify app)
// and `web` (component tests in jsdom). Browser end-to-end tests are Playwright's, not Vitest's.
export default defineConfig({
  // One copy of graphql: Vite would otherwise load its ESM build for some importers and Node its
  // CommonJS build for others, and graphql refuses types from "another module or realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    // One module graph per worker instead of one per test file: importing the server (or React and
    // jsdom) again for each file was most of the layer's time. Test files keep their state in their
    // own app and database (api) or clean up after themselves (web: testing-library, timers).
    isolate: false,
    // Vitest's default leaves a core to itself (cores − 1): on CI's 2-core machine that is one
    // worker a layer, and the API files ran one after another (271 s); two took 164 s, with the
    // places model test still reaching as many sequences within its time budget.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
