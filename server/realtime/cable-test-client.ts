import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { CABLE_PROTOCOLS } from './action-cable';

/**
 * A minimal Action Cable client for API tests: it speaks the wire protocol the browser's link
 * speaks (subscribe to GraphqlChannel, perform `execute`, read `{ result, more }` messages), so the
 * tests prove the protocol rather than a shortcut around it.
 */
export interface CableMessage {
  type?: string;
  identifier?: string;
  message?: unknown;
  reason?: string;
  reconnect?: boolean;
}

export interface CableResult {
  result: { data?: Record<string, unknown> | null; errors?: { message: string }[] };
  more: boolean;
}

export interface CableTestClient {
  socket: WebSocket;
  /** Every frame received, in order. */
  frames: CableMessage[];
  waitFor(predicate: (frame: CableMessage) => boolean, timeoutMs?: number): Promise<CableMessage>;
  /** Subscribes a fresh GraphqlChannel and executes the operation on it; results arrive in `results`. */
  execute(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ identifier: string; results: CableResult[]; next(timeoutMs?: number): Promise<CableResult> }>;
  close(): Promise<void>;
}

export async function connectCable(
  baseUrl: string,
  credentials?: Record<string, string>,
): Promise<CableTestClient> {
  const url = new URL('/cable', baseUrl.replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(credentials ?? {})) url.searchParams.set(key, value);
  const socket = new WebSocket(url, CABLE_PROTOCOLS);
  const frames: CableMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()) as CableMessage);
    for (const wake of [...waiters]) wake();
  });
  socket.on('close', () => {
    for (const wake of [...waiters]) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const waitFor = (predicate: (frame: CableMessage) => boolean, timeoutMs = 5000, from = 0) =>
    new Promise<CableMessage>((resolve, reject) => {
      let index = from;
      const check = () => {
        for (; index < frames.length; index++) {
          const frame = frames[index] as CableMessage;
          if (predicate(frame)) {
            cleanup();
            resolve(frame);
            return;
          }
        }
        if (socket.readyState === WebSocket.CLOSED) {
          cleanup();
          reject(new Error(`Socket closed; frames: ${JSON.stringify(frames.slice(-5))}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Timed out; last frames: ${JSON.stringify(frames.slice(-5))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    socket,
    frames,
    waitFor: (predicate, timeoutMs) => waitFor(predicate, timeoutMs),
    async execute(query, variables = {}) {
      const identifier = JSON.stringify({ channel: 'GraphqlChannel', channelId: randomUUID().slice(0, 8) });
      socket.send(JSON.stringify({ command: 'subscribe', identifier }));
      // The first subscription on a socket may wait for the server to authenticate it and to
      // subscribe to Redis; on a loaded CI machine that took over 5 s.
      await waitFor((f) => f.identifier === identifier && f.type === 'confirm_subscription', 20_000);
      const results: CableResult[] = [];
      let read = 0;
      const data = { query, variables, operationId: randomUUID(), operationName: null, action: 'execute' };
      socket.send(JSON.stringify({ command: 'message', identifier, data: JSON.stringify(data) }));
      return {
        identifier,
        results,
        async next(timeoutMs = 5000) {
          let seen = 0;
          const frame = await waitFor(
            (f) => f.identifier === identifier && f.message !== undefined && seen++ >= read,
            timeoutMs,
          );
          read += 1;
          const result = frame.message as CableResult;
          results.push(result);
          return result;
        },
      };
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}
