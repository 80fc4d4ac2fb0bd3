import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { getOperationAST } from 'graphql';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Context } from '#server/graphql/context';
import { type createGraphqlHandler, viewerFromHeaders } from '#server/graphql/yoga';
import type { AppServices } from '#server/services/app-services';
import { topics } from './topics';

/**
 * The realtime channel (spec §7): a websocket at `/cable` speaking the Action Cable protocol, with
 * one channel, `GraphqlChannel`, whose `execute` action runs a GraphQL operation. Subscriptions stream
 * each event as `{ result, more: true }`; a query or mutation answers once with `more: false`.
 *
 * Authentication uses the same credentials as HTTP. Browsers cannot set headers on a websocket, so
 * the client puts them in the URL (`/cable?access-token=…&client=…&uid=…`); the `access-token`,
 * `client` and `uid` headers are read too (server-side clients). Credentials that are present but
 * wrong are refused with a `disconnect` (reconnect: false); no credentials at all is an anonymous
 * connection, and the schema's scopes decide what it may subscribe to.
 */

export const CABLE_PATH = '/cable';
export const ACTION_CABLE_PROTOCOL = 'actioncable-v1-json';
export const CABLE_PROTOCOLS = [ACTION_CABLE_PROTOCOL, 'actioncable-unsupported'];
/** Action Cable servers ping every 3 s; clients treat 2 missed pings (6 s) as a stale connection. */
export const PING_INTERVAL_MS = 3000;
const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Output a socket may have queued and not yet sent: past this the client is not reading (or reads
 * far too slowly) and its connection is ended, so it cannot make the server hold its answers.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Close codes (RFC 6455 §7.4.1): 1003 data this endpoint cannot accept, 1009 a frame too big. */
export const CLOSE_UNSUPPORTED_DATA = 1003;
const MAX_OPERATIONS_PER_CONNECTION = 50;
/** Commands a client may send before its connection is ready; more is not a real client. */
const MAX_EARLY_COMMANDS = 20;
const GRAPHQL_CHANNEL = 'GraphqlChannel';

interface ClientCommand {
  command: 'subscribe' | 'unsubscribe' | 'message';
  identifier: string;
  data?: string;
}

interface ExecuteData {
  action?: string;
  query?: unknown;
  variables?: unknown;
  operationId?: unknown;
  operationName?: unknown;
}

type Operation = { stop(): Promise<void> };

export interface ActionCableServer {
  /** Open connections (for tests and health). */
  connectionCount(): number;
  close(): Promise<void>;
}

/**
 * Operations run through Yoga's envelop (parse, validate, execute, subscribe), so the socket gets
 * the same validation limits and error masking as /graphql, and uses the same `graphql` module
 * instance as the schema (a second copy would fail its instanceof checks). Yoga's own context
 * factory is skipped: it reads a Fetch request, which a socket does not have (stack-notes §6).
 */
type GraphqlHandler = ReturnType<typeof createGraphqlHandler>;
type Enveloped = ReturnType<GraphqlHandler['getEnveloped']>;

/** Attaches the cable to an HTTP server's `upgrade` event; other upgrade paths are left alone. */
export function attachActionCable(
  server: Server,
  services: AppServices,
  yoga: GraphqlHandler,
  logger: FastifyBaseLogger,
): ActionCableServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (protocols) => (protocols.has(ACTION_CABLE_PROTOCOL) ? ACTION_CABLE_PROTOCOL : false),
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // An 'error' on a socket or websocket without a listener ends the process (issue 25 item 1):
    // every stream here has one from its first moment.
    socket.on('error', (error: Error) => logger.debug({ err: error }, 'Upgrade socket error'));
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== CABLE_PATH) {
      // Another listener (Vite's HMR in development) may take it; otherwise nobody will.
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      // ws reports an oversized frame (closing with 1009), a bad frame (1002) or a socket failure
      // as 'error' and closes the socket itself: log it and let the close run as usual.
      ws.on('error', (error: Error) => logger.debug({ err: error }, 'Action Cable socket error'));
      void openConnection(ws, request, url).catch((error: unknown) => {
        logger.error({ err: error }, 'Action Cable connection failed');
        ws.close(1011);
      });
    });
  };
  server.on('upgrade', onUpgrade);

  async function openConnection(ws: WebSocket, request: IncomingMessage, url: URL) {
    // A client may send its first commands as soon as the socket opens, while the credentials are
    // still being checked below: keep them and handle them in order once the connection is ready
    // (with no listener yet, `ws` would drop them and a subscription would never be confirmed).
    const early: [RawData, boolean][] = [];
    const keep = (raw: RawData, isBinary: boolean) => {
      if (early.push([raw, isBinary]) > MAX_EARLY_COMMANDS) ws.close(1008);
    };
    ws.on('message', keep);
    const credentials = {
      'access-token': url.searchParams.get('access-token') ?? request.headers['access-token'],
      client: url.searchParams.get('client') ?? request.headers.client,
      uid: url.searchParams.get('uid') ?? request.headers.uid,
    };
    const hasCredentials = Object.values(credentials).some((value) => value !== undefined && value !== null);
    const headers: Record<string, string | string[] | undefined> = {
      'access-token': credentials['access-token'] ?? undefined,
      client: credentials.client ?? undefined,
      uid: credentials.uid ?? undefined,
    };
    let viewer = await viewerFromHeaders(services, headers);
    if (hasCredentials && !viewer) {
      send(ws, { type: 'disconnect', reason: 'unauthorized', reconnect: false });
      ws.close(1000);
      return;
    }
    const permissionsOf = (v: typeof viewer) => (v ? [...v.permissions].sort().join(',') : '');

    /**
     * Credentials are checked again before every operation and at every ping (issue 12 item 7):
     * revoked (log-out, password change) → disconnect without reconnecting; permissions changed →
     * disconnect with reconnect, so running subscriptions end and restart under the new rights.
     */
    const recheck = async (): Promise<boolean> => {
      if (!hasCredentials || ws.readyState !== ws.OPEN) return ws.readyState === ws.OPEN;
      const fresh = await viewerFromHeaders(services, headers);
      if (!fresh) {
        send(ws, { type: 'disconnect', reason: 'unauthorized', reconnect: false });
        ws.close(1000);
        return false;
      }
      if (permissionsOf(fresh) !== permissionsOf(viewer)) {
        send(ws, { type: 'disconnect', reason: 'unauthorized', reconnect: true });
        ws.close(1000);
        return false;
      }
      viewer = fresh;
      return true;
    };

    const context = (): Context => ({
      ...services,
      viewer,
      requestId: randomUUID(),
      ip: request.socket.remoteAddress ?? '',
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
      ),
    });

    // identifier → operationId → running operation
    const channels = new Map<string, Map<string, Operation>>();
    let operationCount = 0;

    const stopChannel = async (identifier: string) => {
      const operations = channels.get(identifier);
      channels.delete(identifier);
      if (!operations) return;
      await Promise.all([...operations.values()].map((operation) => operation.stop()));
    };

    const ping = setInterval(() => {
      send(ws, { type: 'ping', message: Math.floor(Date.now() / 1000) });
      recheck().catch((error: unknown) =>
        logger.error({ err: error }, 'Action Cable credential check failed'),
      );
    }, PING_INTERVAL_MS);

    // An erased account's sockets close at once, not at the next ping (decision 018).
    const stopListening = viewer
      ? await services.pubsub.subscribe(topics.credentialsRevoked(viewer.id), () => {
          recheck().catch((error: unknown) =>
            logger.error({ err: error }, 'Action Cable credential check failed'),
          );
        })
      : null;

    ws.on('close', () => {
      clearInterval(ping);
      void stopListening?.();
      for (const identifier of [...channels.keys()]) void stopChannel(identifier);
    });

    const onMessage = (raw: RawData, isBinary: boolean) => {
      // Action Cable speaks JSON text frames only: anything else is not a client of this server.
      const command = isBinary ? null : parseCommand(raw.toString());
      if (!command) {
        ws.close(CLOSE_UNSUPPORTED_DATA, 'Unsupported data');
        return;
      }
      if (command.command === 'subscribe') {
        if (channelName(command.identifier) !== GRAPHQL_CHANNEL) {
          send(ws, { identifier: command.identifier, type: 'reject_subscription' });
          return;
        }
        if (!channels.has(command.identifier)) channels.set(command.identifier, new Map());
        send(ws, { identifier: command.identifier, type: 'confirm_subscription' });
      } else if (command.command === 'unsubscribe') {
        void stopChannel(command.identifier);
      } else {
        const operations = channels.get(command.identifier);
        if (!operations) return; // A message for a channel never subscribed is ignored, as Rails does.
        const data = parseJson<ExecuteData>(command.data ?? '');
        if (data?.action !== 'execute') return;
        if (operationCount >= MAX_OPERATIONS_PER_CONNECTION) {
          transmit(ws, command.identifier, errorResult('Too many operations on one connection'), false);
          return;
        }
        const operationId = typeof data.operationId === 'string' ? data.operationId : randomUUID();
        void operations.get(operationId)?.stop();
        // Each operation counts until it finishes, however it ends (done, replaced, unsubscribed).
        operationCount += 1;
        const release = () => {
          operationCount -= 1;
        };
        void recheck()
          .then((open) => {
            // Closed, or unsubscribed while the check ran: nothing to start.
            if (!open || channels.get(command.identifier) !== operations) return release();
            const enveloped = yoga.getEnveloped({ req: request } as never);
            const operation = runOperation(ws, command.identifier, data, enveloped, context(), logger, () => {
              release();
              if (operations.get(operationId) === operation) operations.delete(operationId);
            });
            operations.set(operationId, operation);
          })
          .catch((error: unknown) => {
            release();
            logger.error({ err: error }, 'Action Cable credential check failed');
          });
      }
    };

    // A throw in a 'message' listener would escape into ws's frame parser and end the process.
    const handle = (raw: RawData, isBinary: boolean) => {
      try {
        onMessage(raw, isBinary);
      } catch (error) {
        logger.error({ err: error }, 'Action Cable message failed');
        ws.close(1011);
      }
    };
    ws.off('message', keep);
    ws.on('message', handle);
    send(ws, { type: 'welcome' });
    for (const [raw, isBinary] of early.splice(0)) handle(raw, isBinary);
  }

  return {
    connectionCount: () => wss.clients.size,
    async close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) {
        send(client, { type: 'disconnect', reason: 'server_restart', reconnect: true });
        client.terminate();
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Runs one `execute`: a subscription streams until stopped; anything else answers once. */
function runOperation(
  ws: WebSocket,
  identifier: string,
  data: ExecuteData,
  enveloped: Enveloped,
  contextValue: Context,
  logger: FastifyBaseLogger,
  onDone: () => void,
): Operation {
  let iterator: AsyncIterator<ExecutionResult> | null = null;
  let stopped = false;

  const run = async () => {
    if (typeof data.query !== 'string') {
      transmit(ws, identifier, errorResult('Missing query'), false);
      return;
    }
    let document: DocumentNode;
    try {
      document = enveloped.parse(data.query);
    } catch (error) {
      transmit(ws, identifier, errorResult((error as Error).message), false);
      return;
    }
    const errors = enveloped.validate(enveloped.schema, document);
    if (errors.length > 0) {
      transmit(ws, identifier, { errors }, false);
      return;
    }
    const operationName = typeof data.operationName === 'string' ? data.operationName : undefined;
    const variableValues =
      data.variables && typeof data.variables === 'object' ? (data.variables as Record<string, unknown>) : {};
    const args = { schema: enveloped.schema, document, contextValue, variableValues, operationName };
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'subscription') {
      transmit(ws, identifier, (await enveloped.execute(args)) as ExecutionResult, false);
      return;
    }
    const result = (await enveloped.subscribe(args)) as ExecutionResult | AsyncIterable<ExecutionResult>;
    if (!isAsyncIterable(result)) {
      transmit(ws, identifier, result, false);
      return;
    }
    iterator = result[Symbol.asyncIterator]();
    if (stopped) {
      await iterator.return?.();
      return;
    }
    while (!stopped) {
      const next = await iterator.next();
      if (next.done || stopped) break;
      transmit(ws, identifier, next.value, true);
    }
    if (!stopped) transmit(ws, identifier, { data: null }, false);
  };

  const finished = run()
    .catch((error: unknown) => {
      logger.error({ err: error }, 'Action Cable operation failed');
      transmit(ws, identifier, errorResult('Unexpected error.'), false);
    })
    .finally(onDone);

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      await iterator?.return?.();
      await finished;
    },
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<ExecutionResult> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function errorResult(message: string): { errors: { message: string }[] } {
  return { errors: [{ message }] };
}

function transmit(
  ws: WebSocket,
  identifier: string,
  result: ExecutionResult | { data?: null; errors?: readonly { message: string }[] },
  more: boolean,
) {
  send(ws, { identifier, message: { result, more } });
}

function send(ws: WebSocket, payload: unknown) {
  if (ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    // A client that does not read its answers: end it rather than hold them.
    ws.terminate();
    return;
  }
  let text: string;
  try {
    text = JSON.stringify(payload);
  } catch {
    // Not serialisable (cannot happen for GraphQL results): end this socket, never the process.
    ws.close(1011);
    return;
  }
  ws.send(text);
}

/** Answers an upgrade nobody serves with a plain HTTP status, so the socket does not stay open. */
function refuseUpgrade(socket: Duplex) {
  if (!socket.writable) return void socket.destroy();
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
    socket.destroy(),
  );
}

function parseJson<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

function parseCommand(text: string): ClientCommand | null {
  const value = parseJson<Partial<ClientCommand>>(text);
  if (!value || typeof value.identifier !== 'string') return null;
  if (value.command !== 'subscribe' && value.command !== 'unsubscribe' && value.command !== 'message')
    return null;
  return { command: value.command, identifier: value.identifier, data: value.data };
}

function channelName(identifier: string): string | null {
  const parsed = parseJson<{ channel?: unknown }>(identifier);
  return typeof parsed?.channel === 'string' ? parsed.channel : null;
}
