import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionServerArgs } from './production-server';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Waits until the benchmark's server answers /healthz (a fresh PGlite migrates and seeds first). */
async function waitForHealth(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in 3 minutes');
}

/**
 * Runs `bench` against the real server (`server/main.ts`, production mode) on 127.0.0.1:`port`,
 * with PGlite in a fresh temp folder (or DATABASE_URL when set), once it is healthy; then stops the
 * server and removes the folder. `bench` gets the folder (its `uploads/` is served as static files).
 */
export async function withFestivalServer<T>(
  options: { port: number; tempPrefix: string; env?: Record<string, string> },
  bench: (dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), options.tempPrefix));
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server process.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...productionServerArgs()], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(child, options.port);
    return await bench(dataDir);
  } finally {
    child.kill('SIGTERM');
    // A server that already exited (e.g. failed to start) sends no second 'exit'.
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
