import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CORSOptions } from 'graphql-yoga';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from './env';
import { stripeTestConfirmUrl } from './lib/stripe';

/**
 * What browsers are told about the site (issue 12; docs/decisions/010-request-limits-cors-csp.md).
 * Scripts come from the site itself and Stripe's card form only; inline scripts the built page
 * carries (e.g. a theme script that must run before paint) are allowed by their hash.
 */

/** Stripe.js and its Payment Element: https://docs.stripe.com/security/guide#content-security-policy */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** `'sha256-…'` sources for each inline `<script>` of the page, so the CSP needs no 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { env: Env; webDist?: string },
): Promise<void> {
  const indexFile = options.webDist ? path.join(options.webDist, 'index.html') : null;
  const pageHashes =
    indexFile && existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  const https = options.env.PUBLIC_URL.startsWith('https:');
  // The browser-test seam (decision 006): only a loopback Stripe fake, never a real deployment.
  const testConfirm = stripeTestConfirmUrl(options.env);
  const testOrigins = testConfirm ? [new URL(testConfirm).origin] : [];
  const pageHeaders = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pageHashes, ...STRIPE.script],
        // Radix Themes and Stripe's appearance API set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin ws:/wss: for /cable in current browsers.
        connectSrc: ["'self'", ...STRIPE.connect, ...testOrigins],
        frameSrc: STRIPE.frame,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Stripe's iframes do not send CORP headers; COEP would block them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the site is HTTPS: a localhost or plain-HTTP test site must stay reachable.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  // Built scripts and styles are not documents: CSP, framing, referrer and the rest act only on
  // documents, and ≈1 KB of them on each of the ≈40 assets of a first visit outweighed the CSS.
  // nosniff and Cross-Origin-Resource-Policy do act on scripts and styles and stay.
  const documentOnly = new Set<string>(DOCUMENT_ONLY_HEADERS);
  const assetHeaders = Object.fromEntries(
    Object.entries(pageHeaders).filter(([name]) => !documentOnly.has(name)),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : pageHeaders);
  });
}

/**
 * The headers Helmet sets for these options, worked out once: they do not depend on the request,
 * and building Helmet's middleware again for every request (as its Fastify plugin does) showed up
 * in the registration rush's profile.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Headers that mean something for a document (or a worker) only; see the onSend hook above. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * CORS for /graphql: same-origin only (no CORS headers at all, so browsers refuse cross-origin
 * reads), unless CORS_ORIGINS lists origins, which then get credentials too (decision 005).
 */
export function corsOptions(env: Env): (request: Request) => CORSOptions {
  const allowed = new Set(env.CORS_ORIGINS);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'] };
  };
}
