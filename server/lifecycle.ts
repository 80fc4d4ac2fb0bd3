import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/**
 * Where a server process is in its life, for /readyz: `starting` until it has migrated and its
 * workers run, `stopping` from SIGTERM on (so a proxy sends new requests to another process).
 */
export interface Lifecycle {
  state: 'starting' | 'ready' | 'stopping';
}

const DATABASE_CHECK_MS = 2000;

/**
 * /healthz answers while the process can answer at all (liveness: restart it if not); /readyz
 * only when it should be sent traffic: started, not stopping, and its database reachable.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database, lifecycle: Lifecycle): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.state !== 'ready') return reply.status(503).send({ ready: false, reason: lifecycle.state });
    let timer: NodeJS.Timeout | undefined;
    const reachable = await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!reachable) return reply.status(503).send({ ready: false, reason: 'database unreachable' });
    return { ready: true };
  });
}

/**
 * The SIGTERM sequence: /readyz turns 503 and the server keeps serving for `drainMs` (until the
 * proxy's health check has seen it: proxies retry a refused connection, but Caddy up to 2.11
 * answers 502 when it retries a request with a body); then it stops accepting connections, tells /cable
 * clients to reconnect (elsewhere) and lets requests in flight finish, up to `graceMs`, after which
 * their connections are cut; queue workers finish their current job (same bound) and take no
 * more; then the shared clients close. Returns when everything has stopped.
 */
export async function shutDownGracefully(options: {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  graceMs: number;
  drainMs?: number;
  stopJobs: () => Promise<void>;
  closeRest: () => Promise<void>;
  log: (message: string) => void;
}): Promise<void> {
  const { app, lifecycle, graceMs } = options;
  lifecycle.state = 'stopping';
  if (options.drainMs) {
    options.log(
      `Stopping: /readyz answers 503; serving ${options.drainMs / 1000} s more while the proxy notices`,
    );
    await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  }
  options.log(`Stopping: finishing requests in flight and running jobs (up to ${graceMs / 1000} s)`);
  const cutOff = setTimeout(() => {
    options.log('Grace period over: closing the connections still open');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await Promise.all([app.close(), options.stopJobs()]);
  } finally {
    clearTimeout(cutOff);
  }
  await options.closeRest();
  options.log('Stopped');
}

/**
 * Calls `stop` on the first SIGTERM or SIGINT and ignores any later ones. A unit stopped by
 * systemd signals every process of it, and npm and tsx pass the signal on as well, so the server
 * gets it two or three times; with a one-time listener the second would kill it mid-shutdown.
 * Returns a function that removes the listeners.
 */
export function onStopSignals(stop: (signal: NodeJS.Signals) => void): () => void {
  let stopping = false;
  const listener = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
  process.on('SIGTERM', listener);
  process.on('SIGINT', listener);
  return () => {
    process.off('SIGTERM', listener);
    process.off('SIGINT', listener);
  };
}
