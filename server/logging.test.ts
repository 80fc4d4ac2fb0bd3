import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatLogLine, loggerOptions } from './logging';

describe('server logs', () => {
  it('formats a request as one short line with method, path, status and time', () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 30,
        time: Date.now(),
        msg: 'request',
        method: 'GET',
        url: '/workshops',
        status: 200,
        ms: 3,
      }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d info {2}GET \/workshops 200 3ms\n$/);
  });

  it('keeps an error stack under its message', () => {
    const line = formatLogLine(
      JSON.stringify({ level: 50, time: Date.now(), msg: 'boom', err: { stack: 'Error: boom\n    at x' } }),
    );
    expect(line).toContain('error boom\nError: boom');
  });

  it('writes JSON when the output is not a terminal, and pretty lines when it is', () => {
    const pipe = new Writable({ write: (_c, _e, done) => done() });
    expect(loggerOptions('info', pipe)).toEqual({ level: 'info' });
    const ci = process.env.CI;
    delete process.env.CI;
    try {
      const tty = Object.assign(new Writable({ write: (_c, _e, done) => done() }), { isTTY: true });
      expect(loggerOptions('info', tty)).toMatchObject({ level: 'info', stream: expect.anything() });
    } finally {
      if (ci !== undefined) process.env.CI = ci;
    }
  });
});
