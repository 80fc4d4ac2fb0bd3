import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app';
import { serverSecrets } from '#server/db/schema/index';
import { parseEnv } from '#server/env';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createScratchDatabase } from '#server/test/postgres';
import { type ServerProcess, startServerProcess, stopProcess } from '#server/test/server-process';
import { CSRF_HEADER, createCsrfToken } from './csrf';
import { sessionSecretFor } from './session-secret.service';

/**
 * Issue 25 item 3: without SESSION_SECRET the CSRF signing secret is made once and kept in the
 * database. Before, `npm start` (no NODE_ENV) signed with a development value committed to the
 * repository, and production drew a new one per process.
 */
// The value server/env.ts used to fall back to: it must never sign anything again.
const OLD_COMMITTED_SECRET = 'development-only-session-secret-do-not-use-in-production';

/** The status of an upload carrying this CSRF token: 403 when the token is refused. */
async function uploadStatus(baseUrl: string, token: string | undefined): Promise<number> {
  const response = await fetch(`${baseUrl}/api/profile-picture`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: 'not really a picture',
  });
  return response.status;
}

/** The token a page served by this server carries in its meta tag. */
async function pageToken(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const token = /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];
  if (!token || token.includes('%')) throw new Error(`no CSRF token in the page: ${html.slice(0, 200)}`);
  return token;
}

describe('the configured secret', () => {
  it('parseEnv never supplies a secret of its own, in any NODE_ENV [issue 25]', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      expect(parseEnv({ NODE_ENV }).SESSION_SECRET).toBeUndefined();
    }
    const given = 'a-secret-the-operator-chose-0123456789';
    expect(parseEnv({ SESSION_SECRET: given }).SESSION_SECRET).toBe(given);
  });
});

describe('the secret kept in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is made once, random, and shared by every app on the database [issue 25]', async () => {
    const secret = t.app.sessionSecret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(secret).not.toBe(OLD_COMMITTED_SECRET);
    expect(await t.db.select({ value: serverSecrets.value }).from(serverSecrets)).toEqual([
      { value: secret },
    ]);
    // Many callers at once (processes starting together) all read the one row.
    const raced = await Promise.all(Array.from({ length: 8 }, () => sessionSecretFor(t.db, undefined)));
    expect(new Set(raced)).toEqual(new Set([secret]));

    // A second app on the same database accepts the first one's tokens.
    const second = await buildApp({
      services: t.services,
      uploadsDir: inject('uploadsDir'),
      logLevel: 'silent',
    });
    try {
      expect(second.sessionSecret).toBe(secret);
      const token = createCsrfToken(secret, new Date());
      const upload = (csrf: string) =>
        second.inject({
          method: 'POST',
          url: '/api/profile-picture',
          headers: { 'content-type': 'image/png', [CSRF_HEADER]: csrf },
          payload: 'x',
        });
      expect((await upload(token)).statusCode).not.toBe(403);
      expect((await upload(createCsrfToken(OLD_COMMITTED_SECRET, new Date()))).statusCode).toBe(403);
    } finally {
      await second.close();
    }
  });

  it('SESSION_SECRET, when set, is what signs [issue 25]', async () => {
    const given = 'a-secret-the-operator-chose-0123456789';
    const configured = await createTestApp({ SESSION_SECRET: given });
    try {
      expect(configured.app.sessionSecret).toBe(given);
    } finally {
      await configured.close();
    }
  });
});

/** A built web app of one page carrying the token, so a real process serves pages with tokens. */
function pageDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'festival-secret-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="csrf-token" content="%CSRF_TOKEN%"></head><body></body></html>',
  );
  return dir;
}

describe('real server processes', () => {
  const scratch: string[] = [];
  const running: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((server) => stopProcess(server)));
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });
  const start = async (name: string, env: Record<string, string | undefined>) => {
    const server = await startServerProcess(name, env, 240_000);
    running.push(server);
    return server;
  };

  it('started as the README says (no NODE_ENV, no SESSION_SECRET), tokens survive two restarts [issue 25]', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'festival-secret-'));
    const webDist = pageDist();
    scratch.push(dataDir, webDist);
    // NODE_ENV undefined: the variable is left out, as `npm start` leaves it.
    const env = {
      NODE_ENV: undefined,
      SESSION_SECRET: undefined,
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
    };
    const tokens: string[] = [];
    for (const name of ['first start', 'first restart', 'second restart']) {
      const server = await start(name, env);
      tokens.push(await pageToken(server.url));
      for (const token of tokens) expect(await uploadStatus(server.url, token), name).not.toBe(403);
      expect(await uploadStatus(server.url, undefined)).toBe(403);
      expect(await uploadStatus(server.url, createCsrfToken(OLD_COMMITTED_SECRET, new Date()))).toBe(403);
      expect(await stopProcess(server)).toBe(0);
    }
  }, 900_000);

  const templateUrl = inject('postgresTemplateUrl');
  it.skipIf(!templateUrl)(
    'two processes started together on one PostgreSQL database accept each other’s tokens [issue 25]',
    async () => {
      const database = await createScratchDatabase(templateUrl as string, 'secret');
      const webDist = pageDist();
      scratch.push(webDist);
      try {
        const env = {
          NODE_ENV: 'production',
          SESSION_SECRET: undefined,
          DATABASE_URL: database.url,
          WEB_DIST: webDist,
          SEED_DEMO: 'false',
        };
        const [a, b] = await Promise.all([start('process a', env), start('process b', env)]);
        if (!a || !b) throw new Error('not started');
        expect(await uploadStatus(b.url, await pageToken(a.url))).not.toBe(403);
        expect(await uploadStatus(a.url, await pageToken(b.url))).not.toBe(403);
        await Promise.all([stopProcess(a), stopProcess(b)]);
      } finally {
        await database.drop();
      }
    },
    600_000,
  );
});
