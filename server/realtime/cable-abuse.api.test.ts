import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '#server/test/harness';
import { ACTION_CABLE_PROTOCOL, MAX_BUFFERED_BYTES } from './action-cable';
import { connectCable } from './cable-test-client';

/**
 * Issue 25 item 1: whatever an anonymous client sends on /cable, only its own socket ends (with
 * 1009 for a frame over 64 KiB, 1003 for data that is not an Action Cable command), other sockets
 * carry on and /healthz keeps answering. Before the fix the first oversized frame raised an
 * unhandled 'error' event and ended the process (here: the test worker).
 */
let t: TestApp;
let baseUrl: string;
let cableUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  cableUrl = `${baseUrl.replace(/^http/, 'ws')}/cable`;
});
afterAll(() => t.close());

async function healthy(): Promise<boolean> {
  const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) });
  return response.ok && (await response.json()).ok === true;
}

async function open(): Promise<WebSocket> {
  const ws = new WebSocket(cableUrl, [ACTION_CABLE_PROTOCOL]);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return ws;
}

/** Sends `frame` on a fresh socket and resolves to the close code the server ended it with. */
async function closeCodeAfter(frame: string | Buffer, options: { binary?: boolean } = {}): Promise<number> {
  const ws = await open();
  // The client notices the server closing; an error on the client side is not this test's point.
  ws.on('error', () => {});
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.send(frame, { binary: options.binary ?? false });
  return closed;
}

describe('/cable survives hostile frames [issue 25.1]', () => {
  it('closes a socket sending 64 KiB + 1 or 1 MiB with 1009, and nothing else', async () => {
    const bystander = await connectCable(baseUrl);
    await bystander.waitFor((frame) => frame.type === 'welcome');
    expect(await closeCodeAfter('x'.repeat(64 * 1024 + 1))).toBe(1009);
    expect(await closeCodeAfter('x'.repeat(1024 * 1024))).toBe(1009);
    expect(await closeCodeAfter(Buffer.alloc(1024 * 1024), { binary: true })).toBe(1009);
    expect(await healthy()).toBe(true);
    // The other socket still works.
    const answer = await (await bystander.execute('{ currentUser { id } }')).next(20_000);
    expect(answer.result).toEqual({ data: { currentUser: null } });
    await bystander.close();
  }, 60_000);

  it('closes a socket sending binary data, invalid JSON or unknown commands with 1003', async () => {
    expect(await closeCodeAfter(Buffer.from('{"command":"subscribe"}'), { binary: true })).toBe(1003);
    expect(await closeCodeAfter('{"command":')).toBe(1003);
    expect(await closeCodeAfter('\u0000\uD800')).toBe(1003);
    expect(await closeCodeAfter('[]')).toBe(1003);
    expect(await closeCodeAfter(JSON.stringify({ command: 'explode', identifier: '{}' }))).toBe(1003);
    expect(await closeCodeAfter(JSON.stringify({ command: 'subscribe', identifier: 42 }))).toBe(1003);
    expect(await healthy()).toBe(true);
  }, 60_000);

  it('answers a well-formed command for another channel or a bad message body without closing', async () => {
    const cable = await connectCable(baseUrl);
    await cable.waitFor((frame) => frame.type === 'welcome');
    const identifier = JSON.stringify({ channel: 'NoSuchChannel' });
    cable.socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    await cable.waitFor((frame) => frame.identifier === identifier && frame.type === 'reject_subscription');
    const graphql = JSON.stringify({ channel: 'GraphqlChannel' });
    cable.socket.send(JSON.stringify({ command: 'subscribe', identifier: graphql }));
    await cable.waitFor((frame) => frame.identifier === graphql && frame.type === 'confirm_subscription');
    for (const data of ['not json', '{"action":"execute","query":42}', '{"action":"execute","query":"{"}'])
      cable.socket.send(JSON.stringify({ command: 'message', identifier: graphql, data }));
    await cable.waitFor((frame) => frame.identifier === graphql && frame.message !== undefined);
    expect(cable.socket.readyState).toBe(WebSocket.OPEN);
    await cable.close();
  }, 30_000);

  it('keeps answering /healthz with 1,000 idle sockets open, and lets them all go', async () => {
    const sockets: WebSocket[] = [];
    for (let batch = 0; batch < 10; batch++)
      sockets.push(...(await Promise.all(Array.from({ length: 100 }, () => open()))));
    expect(sockets).toHaveLength(1000);
    expect(await healthy()).toBe(true);
    await Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            ws.once('close', () => resolve());
            ws.close();
          }),
      ),
    );
    expect(await healthy()).toBe(true);
  }, 120_000);

  it('ends the connection of a client that never reads once its answers pile up', async () => {
    const ws = await open();
    ws.on('error', () => {});
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    // Stop reading: the server's writes fill the TCP window, then its own buffer.
    (ws as unknown as { _socket: net.Socket })._socket.pause();
    const identifier = JSON.stringify({ channel: 'GraphqlChannel' });
    ws.send(JSON.stringify({ command: 'subscribe', identifier }));
    // Each answer repeats the bad value (about 2 × 30 KB): a few hundred exceed the server's limit.
    const value = 'y'.repeat(30_000);
    const data = JSON.stringify({
      action: 'execute',
      query: 'query($n: Int) { emails(limit: $n) { id } }',
      variables: { n: value },
    });
    const frame = JSON.stringify({ command: 'message', identifier, data });
    let sent = 0;
    let done = false;
    void closed.then(() => {
      done = true;
    });
    const deadline = Date.now() + 45_000;
    while (!done && Date.now() < deadline && sent * 60_000 < MAX_BUFFERED_BYTES * 20) {
      ws.send(frame);
      sent += 1;
      if (sent % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await healthy()).toBe(true);
    // The server has ended this socket: it counts no connection open.
    await expect.poll(() => t.app.cable.connectionCount(), { timeout: 30_000 }).toBe(0);
    ws.terminate();
  }, 90_000);
});

describe('other upgrades [issue 25.1]', () => {
  it('answers an upgrade to another path with 404 and closes it', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(baseUrl).port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        'GET /elsewhere HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    expect(reply).toMatch(/^HTTP\/1\.1 404/);
    expect(await healthy()).toBe(true);
  });
});
