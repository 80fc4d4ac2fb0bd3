import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Pages stay open for days; a token older than this asks for a reload. */
export const CSRF_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const CSRF_HEADER = 'x-csrf-token';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `<random>.<issued at, ms>.<HMAC>`: stateless, so any server with the secret can check it. */
export function createCsrfToken(secret: string, now: Date): string {
  const payload = `${randomBytes(16).toString('base64url')}.${now.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function isValidCsrfToken(secret: string, token: string | undefined, now: Date): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [nonce, issuedAt, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${nonce}.${issuedAt}`));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
  const age = now.getTime() - Number(issuedAt);
  return Number.isFinite(age) && age >= -60_000 && age <= CSRF_TOKEN_LIFETIME_MS;
}

const JSON_TYPES = new Set([
  'application/json',
  'application/graphql+json',
  'application/graphql-response+json',
]);

/**
 * Whether a request must carry a valid X-CSRF-Token (see docs/decisions/*-csrf.md): every POST
 * under /api/, and every POST to /graphql that a cross-site page could send without a CORS
 * preflight, i.e. one whose body is not JSON (forms, multipart, text/plain, none).
 */
export function requiresCsrfToken(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'POST') return false;
  const path = normalisedPath(request.url);
  // A path that does not decode cannot be trusted to be anything in particular.
  if (path === null || path.startsWith('/api/')) return true;
  if (path !== '/graphql') return false;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return !JSON_TYPES.has(type);
}

/**
 * The path as the router matches it: percent-escapes decoded (`/%61pi/` is `/api/`) and repeated
 * slashes folded, so an encoded spelling cannot step around the check. `null` if it cannot decode.
 */
export function normalisedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

export function registerCsrfProtection(
  app: FastifyInstance,
  options: { secret: string; now: () => Date },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!requiresCsrfToken(request)) return;
    const header = request.headers[CSRF_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (isValidCsrfToken(options.secret, token, options.now())) return;
    return reply.status(403).send({
      error:
        'This page has expired or the request did not come from it. Please reload the page and try again.',
    });
  });
}
