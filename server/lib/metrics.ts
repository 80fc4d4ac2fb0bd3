import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/client';

/**
 * /metrics in Prometheus's text format (prom-client), one registry per app. Counts and latencies
 * are this process's; what the database knows (queue, outbox, lottery, backups) is read from it at
 * each scrape, so every process reports the same figures for those.
 */
export interface MetricsSources {
  db: Database;
  /** Connections of this process's database pool. */
  poolStats: () => { total: number; idle: number; waiting: number };
  /** Open /cable sockets on this process. */
  cableSockets: () => number;
}

export interface Metrics {
  registry: Registry;
  /** For createGraphqlHandler: counts errors of executed operations by name. */
  graphqlPlugin: Plugin;
  /** Called by the /graphql route once a request is answered (also from the response cache). */
  observeGraphql(body: unknown, seconds: number): void;
  observeHttp(labels: { method: string; route: string; status: string }, seconds: number): void;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Operation names come from clients: only well-formed ones, and only so many, become labels. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,79}$/;

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const known = new Set<string>();
  const operationLabel = (name: unknown): string => {
    if (name === undefined || name === null || name === '') return '(anonymous)';
    if (typeof name !== 'string' || !OPERATION_NAME.test(name)) return '(invalid)';
    if (known.has(name)) return name;
    if (known.size >= MAX_OPERATION_NAMES) return '(other)';
    known.add(name);
    return name;
  };

  const http = new Histogram({
    name: 'festival_http_request_duration_seconds',
    help: 'HTTP requests answered by this process, by method, route pattern and status (count, latency)',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const graphql = new Histogram({
    name: 'festival_graphql_operation_duration_seconds',
    help: 'GraphQL operations answered by this process, by operation name (count, latency)',
    labelNames: ['operation'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const graphqlErrors = new Counter({
    name: 'festival_graphql_operation_errors_total',
    help: 'GraphQL operations whose result carried errors, by operation name',
    labelNames: ['operation', 'type'],
    registers: [registry],
  });

  new Gauge({
    name: 'festival_db_pool_connections',
    help: "This process's database connections: total open, idle, and requests waiting for one",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'festival_array_buffers_bytes',
    help: "Memory of this process's ArrayBuffers and Buffers (part of nodejs_external_memory_bytes)",
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  new Gauge({
    name: 'festival_cable_sockets',
    help: 'Open /cable (realtime) sockets on this process',
    registers: [registry],
    collect() {
      this.set(sources.cableSockets());
    },
  });
  new Gauge({
    name: 'festival_queue_jobs',
    help: 'Background jobs by job name and state (created and retry are waiting: the queue depth; failed ones are kept for 14 days)',
    labelNames: ['job', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const [table] = await rowsOf<{ found: string | null }>(
        sources.db,
        sql`select to_regclass('pgboss.job')::text as found`,
      );
      if (!table?.found) return;
      const rows = await rowsOf<{ name: string; state: string; count: string }>(
        sources.db,
        sql`select name, state::text, count(*)::text as count from pgboss.job group by 1, 2`,
      );
      for (const row of rows) this.set({ job: row.name, state: row.state }, Number(row.count));
    },
  });
  new Gauge({
    name: 'festival_emails',
    help: 'Emails in the outbox by state (pending, sent, failed)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const rows = await rowsOf<{ state: string; count: string }>(
        sources.db,
        sql`select s.state::text as state, count(e.id)::text as count
            from unnest(enum_range(null::email_state)) as s(state)
            left join emails e on e.state = s.state group by 1`,
      );
      for (const row of rows) this.set({ state: row.state }, Number(row.count));
    },
  });
  new Gauge({
    name: 'festival_lottery_last_run_seconds',
    help: 'How long the last finished allocation lottery run took',
    registers: [registry],
    async collect() {
      const [row] = await rowsOf<{ seconds: string | null }>(
        sources.db,
        sql`select extract(epoch from finished_at - started_at)::text as seconds from allocation_runs
            where finished_at is not null order by finished_at desc limit 1`,
      );
      this.set(row?.seconds ? Number(row.seconds) : 0);
    },
  });

  return {
    registry,
    graphqlPlugin: {
      // A document that fails validation never executes: counted here, as type "invalid".
      onValidate({ context }) {
        return ({ valid }) => {
          if (valid) return;
          const params = (context as { params?: { operationName?: unknown } }).params;
          graphqlErrors.inc({ operation: operationLabel(params?.operationName), type: 'invalid' });
        };
      },
      onExecute({ args }) {
        return {
          onExecuteDone({ result }) {
            if (!('errors' in result) || !result.errors?.length) return;
            const operation = getOperationAST(args.document, args.operationName);
            graphqlErrors.inc({
              operation: operationLabel(operation?.name?.value ?? args.operationName),
              type: operation?.operation ?? 'unknown',
            });
          },
        };
      },
    },
    observeGraphql(body, seconds) {
      const name =
        body && typeof body === 'object' ? (body as { operationName?: unknown }).operationName : undefined;
      graphql.observe({ operation: operationLabel(name) }, seconds);
    },
    observeHttp: (labels, seconds) => http.observe(labels, seconds),
  };
}

/** Who may read /metrics: a bearer token, named addresses, or nobody (the route is then absent). */
export interface MetricsAccess {
  token?: string;
  /** Addresses or CIDR ranges, e.g. `10.0.0.0/8`, `127.0.0.1`. */
  allow: string[];
}

function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix) list.addSubnet(address, Number(prefix), family);
    else list.addAddress(address, family);
  }
  return list;
}

function mayRead(request: FastifyRequest, access: MetricsAccess, allowed: BlockList): boolean {
  const header = request.headers.authorization ?? '';
  if (access.token && header.startsWith('Bearer ')) {
    const given = Buffer.from(header.slice(7));
    const expected = Buffer.from(access.token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  const ip = request.ip.replace(/^::ffff:/, '');
  return isIP(ip) !== 0 && allowed.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

/** Times every request and serves /metrics to those allowed (404 for anyone else). */
export function registerMetricsRoutes(app: FastifyInstance, metrics: Metrics, access: MetricsAccess): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeHttp(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  if (!access.token && access.allow.length === 0) return;
  const allowed = allowList(access.allow);
  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request, access, allowed)) {
      return reply.status(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
