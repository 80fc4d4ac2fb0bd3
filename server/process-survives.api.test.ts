import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/**
 * Issue 25 item 1, at the level of the process: the real server (`server/main.ts`, production mode,
 * behind a trusted proxy as the README's set-up) is sent hostile requests and socket traffic, and
 * after each the process is still running and /healthz still answers. Before the fix the first
 * frame over 64 KiB on /cable ended the process.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
let child: ChildProcess;
let dataDir: string;
let port = 0;
let stderr = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'festival-survives-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      BANK_ACCOUNT_NUMBER: '12-3456-7890123-00',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk.toString();
  });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function expectAlive(after: string) {
  expect(child.exitCode, `process ended after ${after}: ${stderr}`).toBeNull();
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(10_000) });
  expect(response.status, after).toBe(200);
}

/** Writes raw bytes on a TCP connection and waits (briefly) for the server to answer or close. */
async function raw(bytes: string | Buffer, options: { destroyAfterMs?: number } = {}): Promise<void> {
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve();
    };
    const timer = setTimeout(finish, options.destroyAfterMs ?? 2000);
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('data', () => {});
    socket.write(bytes);
  });
}

/** Opens /cable, sends `frame`, and waits for the server to close it (or 3 s). */
async function cableFrame(frame: string | Buffer, binary = false): Promise<void> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/cable`, ['actioncable-v1-json']);
  ws.on('error', () => {});
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      ws.terminate();
      resolve();
    }, 3000);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.once('open', () => ws.send(frame, { binary }));
  });
}

describe('no request or socket ends the server process [issue 25.1]', () => {
  it('survives hostile websocket frames on /cable', async () => {
    const frames: [string, string | Buffer, boolean][] = [
      ['64 KiB + 1', 'x'.repeat(64 * 1024 + 1), false],
      ['1 MiB', 'x'.repeat(1024 * 1024), false],
      ['binary', Buffer.alloc(70_000, 1), true],
      ['small binary', Buffer.from([0, 1, 2]), true],
      ['invalid JSON', '{"command":', false],
      ['unknown command', '{"command":"boom","identifier":"{}"}', false],
      ['lone surrogate', '\uD800', false],
    ];
    for (const [name, frame, binary] of frames) {
      await cableFrame(frame, binary);
      await expectAlive(`a ${name} frame`);
    }
  }, 120_000);

  it('survives broken websocket handshakes and frames no client library would send', async () => {
    const handshake = (extra: string) =>
      `GET /cable HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n${extra}\r\n`;
    await raw(handshake('Sec-WebSocket-Version: 13\r\n'));
    await expectAlive('a handshake without a key');
    await raw(handshake('Sec-WebSocket-Version: 99\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n'));
    await expectAlive('a handshake with a bad version');
    const valid = handshake(
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: actioncable-v1-json\r\n',
    );
    // An unmasked client frame, a reserved opcode, a frame claiming 2^63 bytes: protocol errors.
    const unmasked = Buffer.from([0x81, 0x02, 0x68, 0x69]);
    const reservedOpcode = Buffer.from([0x83, 0x80, 0, 0, 0, 0]);
    const huge = Buffer.from([0x81, 0xff, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);
    for (const [name, frame] of [
      ['unmasked', unmasked],
      ['reserved opcode', reservedOpcode],
      ['2^63-byte', huge],
    ] as const) {
      await raw(Buffer.concat([Buffer.from(valid), frame]));
      await expectAlive(`an ${name} frame`);
    }
    await raw('GET /elsewhere HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
    await expectAlive('an upgrade to another path');
  }, 120_000);

  it('survives malformed and abandoned HTTP requests', async () => {
    const requests: [string, string | Buffer, number?][] = [
      ['garbage bytes', Buffer.from([0x16, 0x03, 0x01, 0xff, 0x00, 0x13, 0x37])],
      ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
      ['a bad Content-Length', 'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
      ['a 100 KB header', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`],
      [
        'bad chunked encoding',
        'POST /graphql HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n',
      ],
      [
        'a body cut short',
        'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
        300,
      ],
      [
        'an upload cut short',
        'POST /uploads HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n',
        300,
      ],
      ['a bad percent-encoding', 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['a NUL in the path', 'GET /a%00b HTTP/1.1\r\nHost: x\r\n\r\n'],
      [
        'a forged forwarded header',
        'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: not-an-address, , ::::\r\n\r\n',
      ],
    ];
    for (const [name, bytes, destroyAfterMs] of requests) {
      await raw(bytes, { destroyAfterMs });
      await expectAlive(name);
    }
    const base = `http://127.0.0.1:${port}`;
    const posts: [string, RequestInit][] = [
      ['invalid JSON', { body: '{"query":', headers: { 'content-type': 'application/json' } }],
      ['a JSON array', { body: '[1,2,3]', headers: { 'content-type': 'application/json' } }],
      ['a 10 MB body', { body: 'x'.repeat(10_000_000), headers: { 'content-type': 'application/json' } }],
      ['a query as a number', { body: '{"query":1e308}', headers: { 'content-type': 'application/json' } }],
      [
        'deep nesting',
        { body: `{"query":"${'{a'.repeat(5000)}"}`, headers: { 'content-type': 'application/json' } },
      ],
      ['an unknown content type', { body: 'query', headers: { 'content-type': 'application/x-nonsense' } }],
    ];
    for (const [name, init] of posts) {
      const response = await fetch(`${base}/graphql`, { method: 'POST', ...init }).catch(() => null);
      expect(response === null || response.status < 500, name).toBe(true);
      await expectAlive(name);
    }
  }, 120_000);
});
