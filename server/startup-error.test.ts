import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { describeStartupError } from './startup-error';

/** Issue 12 item 16: an unreachable PostgreSQL is one readable line, not a driver stack. */
describe('start-up errors', () => {
  it('names DATABASE_URL’s host and the cause in one line, without the password', async () => {
    const url = 'postgres://festival:s3cret@127.0.0.1:1/festival';
    const error = await (async () => {
      const database = await openDatabase({ url, poolSize: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close().catch(() => {});
      }
    })().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    const line = describeStartupError(error, { DATABASE_URL: url });
    expect(line).not.toContain('\n');
    expect(line).toContain('127.0.0.1:1');
    expect(line).toContain('DATABASE_URL');
    expect(line).toMatch(/ECONNREFUSED|refused/i);
    expect(line).not.toContain('s3cret');
  }, 30_000);

  it('names an unknown host', () => {
    const error = Object.assign(new Error('getaddrinfo ENOTFOUND db.invalid'), { code: 'ENOTFOUND' });
    const line = describeStartupError(new Error('Failed query', { cause: error }), {
      DATABASE_URL: 'postgresql://x@db.invalid/festival',
    });
    expect(line).toBe(
      'Cannot reach PostgreSQL at db.invalid:5432 (from DATABASE_URL): getaddrinfo ENOTFOUND db.invalid',
    );
  });

  it('keeps other errors as they are', () => {
    const error = new Error('something else');
    expect(describeStartupError(error, {})).toBe(error);
  });
});
