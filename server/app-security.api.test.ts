import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';

/** Issue 12 items 8–10: what a browser is told about the site, and the CSRF path check. */
let t: TestApp;
let allowList: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  allowList = await createTestApp({ CORS_ORIGINS: 'https://partner.example, https://other.example' });
});
afterAll(async () => {
  await t.close();
  await allowList.close();
});

const QUERY = JSON.stringify({ query: '{ __typename }' });

async function postFrom(app: TestApp, origin: string) {
  return app.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', origin },
    payload: QUERY,
  });
}

describe('CORS [issue 12.8]', () => {
  it('grants no other origin, not even `null`, with or without credentials', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await postFrom(t, origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('grants exactly the origins of the configured allow-list', async () => {
    const allowed = await postFrom(allowList, 'https://other.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://other.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await postFrom(allowList, 'https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers [issue 12.9]', () => {
  it('sends a Content-Security-Policy, nosniff and a Referrer-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/js\.stripe\.com/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src[^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the page reach a loopback Stripe fake only when the API points at one (browser tests)', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    expect(plain).not.toMatch(/connect-src[^;]*127\.0\.0\.1/);
    const withFake = await createTestApp({ STRIPE_API_BASE: 'http://127.0.0.1:45678' });
    try {
      const csp = (await withFake.app.inject({ method: 'GET', url: '/healthz' })).headers[
        'content-security-policy'
      ];
      expect(csp).toMatch(/connect-src[^;]*http:\/\/127\.0\.0\.1:45678/);
    } finally {
      await withFake.close();
    }
    const remote = await createTestApp({ STRIPE_API_BASE: 'https://stripe.example' });
    try {
      const csp = (await remote.app.inject({ method: 'GET', url: '/healthz' })).headers[
        'content-security-policy'
      ];
      expect(csp).not.toContain('stripe.example');
    } finally {
      await remote.close();
    }
  });

  it('sends HSTS only when the site is served over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ PUBLIC_URL: 'https://improvfest.nz' });
    try {
      const secure = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await https.close();
    }
  });

  it('allows the page’s own inline scripts by hash, and no others', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'festival-csp-'));
    mkdirSync(path.join(dist, 'assets'));
    const inline = "document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'light';";
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script>${inline}</script></head><body><script type="module" src="/assets/app.js"></script></body></html>`,
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
    const { buildApp } = await import('#server/app');
    const { inject } = await import('vitest');
    const app = await buildApp({
      services: t.services,
      webDist: dist,
      uploadsDir: inject('uploadsDir'),
      logLevel: 'silent',
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      const csp = page.headers['content-security-policy'] as string;
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // A built script is no document: only the headers that act on it, not ≈1 KB of page policy.
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['x-frame-options']).toBeUndefined();
      expect(page.headers['x-frame-options']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describe('CSRF on the normalised path [issue 12.10]', () => {
  it('refuses a percent-encoded /api/ path without a token just like the plain one', async () => {
    for (const url of [
      '/api/profile-picture',
      '/%61pi/profile-picture',
      '/%61%70%69/profile-picture',
      '//api/profile-picture',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--',
      });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('refuses a form POST to a percent-encoded /graphql without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%67raphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=%7B__typename%7D',
    });
    expect(response.statusCode).toBe(403);
  });
});
