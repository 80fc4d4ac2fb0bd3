import http from 'node:http';

export interface LoadOptions {
  host: string;
  port: number;
  agent: http.Agent;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** A response of another length counts as an error (catches error pages answering fast). */
  expectBytes?: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

function request(options: LoadOptions): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: options.host,
        port: options.port,
        agent: options.agent,
        method: options.method,
        path: options.path,
        headers: options.body
          ? { ...options.headers, 'content-length': Buffer.byteLength(options.body) }
          : options.headers,
      },
      (res) => {
        let length = 0;
        res.on('data', (chunk: Buffer) => {
          length += chunk.length;
        });
        res.on('end', () => {
          const ok =
            res.statusCode === 200 && (options.expectBytes === undefined || length === options.expectBytes);
          resolve({ ok, ms: performance.now() - started });
        });
      },
    );
    req.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
    if (options.body) req.write(options.body);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** `connections` closed loops, each sending its next request when the last one answers. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const warmupEnds = performance.now() + options.warmupSeconds * 1000;
  const ends = warmupEnds + options.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const loop = async () => {
    while (performance.now() < ends) {
      const { ok, ms } = await request(options);
      if (performance.now() <= warmupEnds) continue;
      if (ok) latencies.push(ms);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
