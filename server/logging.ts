import type { Writable } from 'node:stream';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/**
 * Server logs: JSON lines for machines (CI, log collectors), a short readable line in a terminal.
 * `AccessLog` replaces Fastify's two JSON lines a request with one line at `info`, so production at
 * `warn` logs no traffic at all.
 */
export function loggerOptions(
  level: string,
  output: Writable & { isTTY?: boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  if (!output.isTTY || process.env.CI) return { level };
  return { level, stream: prettyStream(output) };
}

/** One line per finished request instead of Fastify's two (incoming + completed). */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    // Health probes would drown everything else.
    if (request.url === '/healthz' || request.url === '/readyz' || request.url === '/metrics') return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** Turns pino's JSON lines into `12:03:04 info  GET /workshops 200 3ms` style lines. */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  const time = new Date(Number(entry.time ?? Date.now())).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(entry.level)] ?? 'log').padEnd(5);
  const text =
    entry.msg === 'request'
      ? `${entry.method} ${entry.url} ${entry.status} ${entry.ms}ms`
      : String(entry.msg ?? '');
  const error = entry.err as { stack?: string; message?: string } | undefined;
  const detail = error ? `\n${error.stack ?? error.message ?? ''}` : '';
  return `${time} ${level} ${text}${detail}\n`;
}

function prettyStream(output: Writable) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) output.write(formatLogLine(line));
    },
  };
}
