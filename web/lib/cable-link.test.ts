import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCableConsumer, createCableLink, reconnectDelayMs, STALE_THRESHOLD_S } from './cable-link';

/** A stand-in socket that records frames and lets the test play the server. */
class FakeSocket {
  static OPEN = 1;
  static CLOSED = 3;
  static CLOSING = 2;
  static last: FakeSocket | null = null;
  readyState = FakeSocket.OPEN;
  sent: Record<string, unknown>[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('the Action Cable link [AP-4]', () => {
  it('uses the Action Cable defaults: stale after 6 s, backoff rate 0.15', () => {
    expect(STALE_THRESHOLD_S).toBe(6);
    expect(reconnectDelayMs(0, () => 0)).toBe(6000);
    expect(reconnectDelayMs(1, () => 0)).toBeCloseTo(6000 * 1.15);
    expect(reconnectDelayMs(20, () => 0)).toBeCloseTo(6000 * 1.15 ** 10);
  });

  it('subscribes GraphqlChannel, performs execute and streams results until more is false', async () => {
    const consumer = createCableConsumer({
      url: () => 'ws://test/cable',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const link = createCableLink(consumer);
    const query = parse('subscription JobProgress($jobId: ID!) { jobProgress(jobId: $jobId) { progress } }');
    const results: unknown[] = [];
    let completed = false;
    ApolloLink.execute(link, { query, variables: { jobId: '1' } }, { client: {} as never }).subscribe({
      next: (value) => results.push(value),
      complete: () => {
        completed = true;
      },
    });
    const socket = FakeSocket.last as FakeSocket;
    expect(socket.protocols).toContain('actioncable-v1-json');
    socket.receive({ type: 'welcome' });
    const subscribe = socket.sent.find((f) => f.command === 'subscribe') as { identifier: string };
    expect(JSON.parse(subscribe.identifier)).toMatchObject({ channel: 'GraphqlChannel' });
    socket.receive({ type: 'confirm_subscription', identifier: subscribe.identifier });
    const execute = socket.sent.find((f) => f.command === 'message') as { data: string };
    expect(JSON.parse(execute.data)).toMatchObject({
      action: 'execute',
      variables: { jobId: '1' },
      operationName: 'JobProgress',
    });
    expect(JSON.parse(execute.data).operationId).toBeTruthy();
    socket.receive({
      identifier: subscribe.identifier,
      message: { result: { data: { jobProgress: { progress: 50 } } }, more: true },
    });
    socket.receive({ identifier: subscribe.identifier, message: { result: { data: null }, more: false } });
    expect(results).toEqual([{ data: { jobProgress: { progress: 50 } } }]);
    expect(completed).toBe(true);
    consumer.close();
  });
});
