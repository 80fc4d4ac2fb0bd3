import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  CSRF_TOKEN_LIFETIME_MS,
  createCsrfToken,
  isValidCsrfToken,
  registerCsrfProtection,
} from './csrf';

/** Issue 25 (mutation checks): a CSRF token expires; without this, removing the expiry failed no test. */
const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const ISSUED = new Date('2027-03-01T00:00:00Z');
const later = (ms: number) => new Date(ISSUED.getTime() + ms);

describe('CSRF token lifetime', () => {
  const token = createCsrfToken(SECRET, ISSUED);

  it('is accepted for seven days and refused one millisecond later', () => {
    expect(CSRF_TOKEN_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(isValidCsrfToken(SECRET, token, ISSUED)).toBe(true);
    expect(isValidCsrfToken(SECRET, token, later(CSRF_TOKEN_LIFETIME_MS))).toBe(true);
    expect(isValidCsrfToken(SECRET, token, later(CSRF_TOKEN_LIFETIME_MS + 1))).toBe(false);
    expect(isValidCsrfToken(SECRET, token, later(365 * 24 * 60 * 60 * 1000))).toBe(false);
  });

  it('refuses a token issued in the future (beyond a minute of clock skew)', () => {
    expect(isValidCsrfToken(SECRET, token, later(-60_000))).toBe(true);
    expect(isValidCsrfToken(SECRET, token, later(-60_001))).toBe(false);
  });

  it('refuses an old token re-dated without the secret, and one signed with another secret', () => {
    const [nonce, , signature] = token.split('.');
    expect(
      isValidCsrfToken(
        SECRET,
        `${nonce}.${later(CSRF_TOKEN_LIFETIME_MS).getTime()}.${signature}`,
        later(CSRF_TOKEN_LIFETIME_MS + 1),
      ),
    ).toBe(false);
    expect(isValidCsrfToken(`${SECRET}x`, token, ISSUED)).toBe(false);
  });

  it('makes the server refuse a request with an old token with the reload message', async () => {
    let now = ISSUED;
    const app = Fastify();
    registerCsrfProtection(app, { secret: SECRET, now: () => now });
    app.post('/api/probe', async () => ({ ok: true }));
    const post = () => app.inject({ method: 'POST', url: '/api/probe', headers: { [CSRF_HEADER]: token } });
    expect((await post()).statusCode).toBe(200);
    now = later(CSRF_TOKEN_LIFETIME_MS + 1);
    const refused = await post();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/page has expired/);
    await app.close();
  });
});
