import type { ChildProcess } from 'node:child_process';

/** Waits until the benchmark's server answers /healthz (a fresh PGlite migrates and seeds first). */
export async function waitForHealth(child: ChildProcess, port: number): Promise<void> {
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
