import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every layer in order — lint, types, unit/API/web (Vitest), then the built app in
 * Chromium (Playwright), then the production rehearsal — and one closing line `N passed, N failed`
 * totalling them all.
 * Set SKIP_E2E=1 to leave the browser layer out; TEST_DATABASE_URL runs API tests on PostgreSQL.
 */
interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
/** Names of what failed, repeated at the end so that a log's last lines say which. */
const failures: string[] = [];
const reports = mkdtempSync(path.join(os.tmpdir(), 'festival-test-'));

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** A check with no test count of its own (lint, types, build) counts as one test. */
async function check(name: string, command: string, args: string[]) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  if (code === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
    console.error(`✖ ${name} failed`);
  }
  return code === 0;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    status: string;
    assertionResults: Array<{ status: string; fullName: string }>;
  }>;
}

async function vitest() {
  console.log('\n▶ Vitest: unit, API and web');
  const output = path.join(reports, 'vitest.json');
  const code = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${output}`,
  ]);
  const report = readJson<VitestReport>(output);
  if (!report) {
    tally.failed += 1;
    failures.push('Vitest wrote no report');
    console.error('✖ Vitest wrote no report');
    return;
  }
  // A file that fails before running any test (an import error) has no failed tests of its own.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  const failed = report.numFailedTests + brokenFiles.length;
  for (const file of report.testResults) {
    const where = path.relative(process.cwd(), file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failures.push(`${where} (did not load)`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${where} › ${test.fullName}`);
    }
  }
  if (code !== 0 && failed === 0) failures.push(`Vitest exited with ${code}`);
  tally.passed += report.numPassedTests;
  tally.failed += failed + (code !== 0 && failed === 0 ? 1 : 0);
  tally.skipped += report.numPendingTests + report.numTodoTests;
}

interface PlaywrightSuite {
  title: string;
  specs?: Array<{ title: string; file: string; line: number; ok: boolean }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightStats {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

function failedSpecs(suites: PlaywrightSuite[] = [], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const within = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `${spec.file}:${spec.line} › ${[...within, spec.title].join(' › ')}`);
    return [...own, ...failedSpecs(suite.suites, within)];
  });
}

async function playwright(label: string, args: string[] = []) {
  console.log(`\n▶ Playwright: ${label}`);
  const output = path.join(reports, `playwright-${tally.passed + tally.failed}.json`);
  const code = await run('npx', ['playwright', 'test', ...args], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  const report = readJson<PlaywrightStats>(output);
  if (!report) {
    tally.failed += 1;
    failures.push(`Playwright (${label}) wrote no report`);
    console.error('✖ Playwright wrote no report');
    return;
  }
  failures.push(...failedSpecs(report.suites));
  if (code !== 0 && report.stats.unexpected === 0) failures.push(`Playwright (${label}) exited with ${code}`);
  tally.passed += report.stats.expected + report.stats.flaky;
  tally.failed += report.stats.unexpected + (code !== 0 && report.stats.unexpected === 0 ? 1 : 0);
  tally.skipped += report.stats.skipped;
}

async function main() {
  const started = Date.now();
  await check('Lint (biome + import boundaries)', 'npm', ['run', '-s', 'lint']);
  await check('Types (tsc)', 'npm', ['run', '-s', 'typecheck']);
  await vitest();
  if (process.env.SKIP_E2E !== '1') {
    const built = await check('Build the web app', 'npm', ['run', '-s', 'build']);
    if (built) {
      await playwright('end-to-end in Chromium on the demo festival');
      // Building a festival from nothing needs a server with an empty database (issue 14).
      await playwright('a festival built from an empty database', ['-c', 'e2e/programme-admin.config.ts']);
    }
    // docs/production.md from a clone to an upgrade, on PostgreSQL and Redis behind Caddy (issue 29);
    // it builds in its own clone, and skips outside CI on a machine without them.
    await playwright('a production rehearsal', ['-c', 'e2e/production-rehearsal.config.ts']);
  }
  rmSync(reports, { recursive: true, force: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nAll layers in ${seconds}s`);
  for (const failure of failures) console.log(`✖ failed: ${failure}`);
  console.log(
    `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`,
  );
  process.exit(tally.failed > 0 ? 1 : 0);
}

void main();
