import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { Credentials } from './auth';

/**
 * A small Action Cable client and an Apollo link over it (spec §7, [AP-4]). Subscriptions go over a
 * websocket to `/cable` (or the `action-cable-url` meta tag), channel `GraphqlChannel`, action
 * `execute` with query, variables, operationId and operationName. Written by hand rather than
 * pulling in @rails/actioncable: the protocol is a handful of JSON frames.
 *
 * Like Action Cable's own ConnectionMonitor, the connection counts as stale after 6 s without a ping
 * (the server pings every 3 s), and reconnect attempts back off by a rate of 0.15 with jitter.
 */

export const STALE_THRESHOLD_S = 6;
export const RECONNECTION_BACKOFF_RATE = 0.15;
const PROTOCOLS = ['actioncable-v1-json', 'actioncable-unsupported'];

/** The cable address: the meta tag's, else /cable on this host, with credentials as query parameters. */
export function cableUrl(credentials: Credentials | null, location: Location = window.location): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="action-cable-url"]')?.content;
  const url = new URL(meta || '/cable', location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  // Browsers cannot set headers on a websocket, so the same credentials travel in the address.
  if (credentials) {
    url.searchParams.set('access-token', credentials.accessToken);
    url.searchParams.set('client', credentials.client);
    url.searchParams.set('uid', credentials.uid);
  }
  return url.toString();
}

/** Action Cable's poll interval: stale threshold × (1 + rate)^min(attempts, 10) × (1 + jitter). */
export function reconnectDelayMs(attempts: number, random: () => number = Math.random): number {
  const backoff = (1 + RECONNECTION_BACKOFF_RATE) ** Math.min(attempts, 10);
  const jitterMax = attempts === 0 ? 1 : RECONNECTION_BACKOFF_RATE;
  return STALE_THRESHOLD_S * 1000 * backoff * (1 + jitterMax * random());
}

interface ChannelHandlers {
  connected(): void;
  received(message: unknown): void;
  rejected(): void;
}

export interface CableConsumer {
  subscribe(identifier: string, handlers: ChannelHandlers): () => void;
  perform(identifier: string, data: Record<string, unknown>): void;
  close(): void;
}

export function createCableConsumer(options: {
  url: () => string;
  WebSocketImpl?: typeof WebSocket;
}): CableConsumer {
  const channels = new Map<string, ChannelHandlers>();
  const confirmed = new Set<string>();
  let socket: WebSocket | null = null;
  let pingedAt = 0;
  let startedAt = 0;
  let attempts = 0;
  let monitor: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const Impl = options.WebSocketImpl ?? WebSocket;

  const send = (frame: Record<string, unknown>) => {
    if (socket?.readyState === Impl.OPEN) socket.send(JSON.stringify(frame));
  };

  const open = () => {
    socket?.close();
    confirmed.clear();
    startedAt = Date.now();
    pingedAt = 0;
    const ws = new Impl(options.url(), PROTOCOLS);
    socket = ws;
    ws.onmessage = (event) => {
      if (ws !== socket) return;
      const frame = JSON.parse(String(event.data)) as {
        type?: string;
        identifier?: string;
        message?: unknown;
        reconnect?: boolean;
      };
      switch (frame.type) {
        case 'welcome':
          attempts = 0;
          pingedAt = Date.now();
          // (Re)subscribe everything: after a reconnect the server knows nothing of us.
          for (const identifier of channels.keys()) send({ command: 'subscribe', identifier });
          return;
        case 'ping':
          pingedAt = Date.now();
          return;
        case 'disconnect':
          if (frame.reconnect === false) {
            closed = true;
            stopMonitor();
          }
          ws.close();
          return;
        case 'confirm_subscription':
          if (frame.identifier && !confirmed.has(frame.identifier)) {
            confirmed.add(frame.identifier);
            channels.get(frame.identifier)?.connected();
          }
          return;
        case 'reject_subscription':
          if (frame.identifier) channels.get(frame.identifier)?.rejected();
          return;
        default:
          if (frame.identifier && frame.message !== undefined)
            channels.get(frame.identifier)?.received(frame.message);
      }
    };
  };

  const stopMonitor = () => {
    if (monitor) clearTimeout(monitor);
    monitor = null;
  };

  const poll = () => {
    monitor = setTimeout(() => {
      if (closed) return;
      const since = (Date.now() - (pingedAt || startedAt)) / 1000;
      if (channels.size > 0 && (since > STALE_THRESHOLD_S || socket?.readyState === Impl.CLOSED)) {
        attempts += 1;
        open();
      }
      poll();
    }, reconnectDelayMs(attempts));
  };

  const ensureOpen = () => {
    if (closed) return;
    if (!socket || socket.readyState === Impl.CLOSED || socket.readyState === Impl.CLOSING) open();
    if (!monitor) poll();
  };

  return {
    subscribe(identifier, handlers) {
      channels.set(identifier, handlers);
      ensureOpen();
      send({ command: 'subscribe', identifier });
      return () => {
        channels.delete(identifier);
        confirmed.delete(identifier);
        send({ command: 'unsubscribe', identifier });
        if (channels.size === 0) {
          // Nothing to listen to: let the socket go until the next subscription.
          stopMonitor();
          socket?.close();
          socket = null;
        }
      };
    },
    perform(identifier, data) {
      send({ command: 'message', identifier, data: JSON.stringify(data) });
    },
    close() {
      closed = true;
      stopMonitor();
      socket?.close();
      socket = null;
    },
  };
}

let operationCounter = 0;

/** Apollo link sending each operation (subscriptions, in practice) over its own GraphqlChannel. */
export function createCableLink(consumer: CableConsumer): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        operationCounter += 1;
        const channelId = `${Date.now().toString(36)}-${operationCounter}-${Math.random().toString(36).slice(2, 8)}`;
        const identifier = JSON.stringify({ channel: 'GraphqlChannel', channelId });
        const unsubscribe = consumer.subscribe(identifier, {
          connected: () =>
            consumer.perform(identifier, {
              action: 'execute',
              query: print(operation.query),
              variables: operation.variables,
              operationId: channelId,
              operationName: operation.operationName ?? null,
            }),
          received: (message) => {
            const payload = message as { result?: ApolloLink.Result; more?: boolean };
            if (payload.result && (payload.result.data || payload.result.errors))
              observer.next(payload.result);
            if (!payload.more) observer.complete();
          },
          rejected: () => observer.error(new Error('The realtime channel refused the subscription')),
        });
        return unsubscribe;
      }),
  );
}
