import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { activities } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { ProgrammeDocument } from '#web/graphql/graphql';
import { routePathsFrom } from '../../scripts/vite-delivery';

let t: TestApp;
let app: FastifyInstance;
let dist: string;
const script = `console.log(${JSON.stringify('festival '.repeat(400))});`;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(tmpdir(), 'festival-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><meta name="csrf-token" content="%CSRF_TOKEN%"><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const routeTree = `fullPaths:\n    | '/'\n    | '/admin'\n    | '/$activityType/$slug'\n    | '/about/$slug'\n    | '/admin/$'\n    | '/people/$id'\n    | '/venues/$id'\n    | '/$activityType/'\n    | '/people/'\n  fileRoutesByTo: FileRoutesByTo`;
  writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routePathsFrom(routeTree)));
  app = await buildApp({
    services: t.services,
    webDist: dist,
    uploadsDir: path.join(dist, 'uploads'),
    logLevel: 'silent',
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('static delivery', () => {
  it('sends the build’s brotli or gzip copy of an asset, cached for a year as immutable', async () => {
    const brotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a missing asset with 404 that is not cached, never with the page', async () => {
    const missing = await get('/assets/index-gone99.js', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['content-type']).not.toContain('text/html');
  });

  it('sends the page uncached, with its CSRF token, and never the raw index.html', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).not.toContain('%CSRF_TOKEN%');
    expect((await get('/index.html')).body).not.toContain('%CSRF_TOKEN%');
  });
});

describe('unknown paths', () => {
  it('answers known routes 200 and unknown top-level paths 404, both with the app’s page', async () => {
    for (const known of ['/workshops', '/shows/', '/admin', '/admin/anything/at/all', '/people'])
      expect((await get(known)).statusCode, known).toBe(200);
    for (const unknown of ['/nonsense', '/Workshops', '/workshopz/x', '/index.html']) {
      const response = await get(unknown);
      expect(response.statusCode, unknown).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('id="root"');
    }
  });

  it('answers 404 for a slug or id that names nothing, 200 for one that exists', async () => {
    const [workshop] = await t.db.select().from(activities).where(eq(activities.type, 'Workshop')).limit(1);
    expect((await get(`/workshops/${workshop?.slug}`)).statusCode).toBe(200);
    expect((await get(`/shows/${workshop?.slug}`)).statusCode).toBe(404);
    expect((await get('/workshops/no-such-workshop')).statusCode).toBe(404);
    expect((await get('/about/no-such-page')).statusCode).toBe(404);
    expect((await get('/people/999999')).statusCode).toBe(404);
    expect((await get('/people/not-a-number')).statusCode).toBe(404);
    expect((await get('/venues/999999')).statusCode).toBe(404);
  });
});

describe('API compression', () => {
  const programme = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({
        operationName: 'Programme',
        query: print(ProgrammeDocument),
        variables: { activityType: 'Workshop' },
      }),
    });

  it('compresses large GraphQL responses for clients that accept it, and leaves small ones alone', async () => {
    const compressed = await programme({ 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(compressed.rawPayload).toString());
    expect(body.data.festival.activities.length).toBeGreaterThan(0);
    const plain = await programme({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body);
    const small = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
