import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The repository's root: server processes and CLI commands run from it, as `npm start` does. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A real `server/main.ts` process, started the way production starts it. */
export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** http://127.0.0.1:PORT once it says it is running. */
  url: string;
  /** Parsed JSON log lines; other lines as `{ text }`. */
  lines: Array<Record<string, unknown>>;
  /** Everything it wrote to stderr. */
  errors: () => string;
  exited: Promise<number | null>;
}

/**
 * Spawns node with tsx's loader on a script (not the tsx CLI: the CLI runs the script in a child
 * process, which a SIGKILL of the CLI would leave running), collecting its output lines.
 */
export function spawnScript(
  name: string,
  script: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  const server: ServerProcess = {
    name,
    child,
    url: '',
    lines: [],
    errors: () => errors,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) {
      try {
        server.lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        server.lines.push({ text: line });
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return server;
}

/**
 * Starts the server on a free port (PORT=0) and waits for its "running at" line. The caller's env
 * comes on top of test defaults: no web build, info-level JSON logs, a bank account (required
 * without the demo).
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string | undefined>,
  timeoutMs = 150_000,
): Promise<ServerProcess> {
  const server = spawnScript(name, 'server/main.ts', {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    BANK_ACCOUNT_NUMBER: '12-3456-7890123-00',
    WEB_DIST: path.join(ROOT, 'no-web-build-for-this-test'),
    ...env,
  });
  await waitUntil(
    () => {
      if (server.child.exitCode !== null) {
        throw new Error(`${name} exited at start-up: ${server.errors().slice(-2000)}`);
      }
      for (const line of server.lines) {
        const port = /Festival is running at http:\/\/localhost:(\d+)/.exec(String(line.text ?? ''))?.[1];
        if (port) {
          server.url = `http://127.0.0.1:${port}`;
          return true;
        }
      }
      return false;
    },
    timeoutMs,
    `${name} to start`,
  );
  return server;
}

/** Everything the process printed as plain text (the start-up banner, not the JSON log). */
export const printedText = (server: ServerProcess) =>
  server.lines
    .map((line) => line.text)
    .filter((text) => typeof text === 'string')
    .join('\n');

/** Stops a process: SIGTERM, then SIGKILL if it has not exited within the grace period. */
export async function stopProcess(server: ServerProcess, graceMs = 20_000): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}

export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
