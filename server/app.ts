import type { Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { createProgrammeCache } from './domains/activities/index';
import { createCsrfToken, registerCsrfProtection } from './domains/auth/index';
import { profilePictureRoutes } from './domains/people/index';
import { createDonationIntentHandler } from './domains/donations/index';
import { applyRegistrationIntent, registerStripeWebhook } from './domains/payments/index';
import type { AppServices } from './graphql/context';
import { createGraphqlHandler, viewerFromHeaders } from './graphql/yoga';
import { attachActionCable } from './realtime/action-cable';
import { AccessLog, loggerOptions } from './logging';

export interface AppOptions {
  services: AppServices;
  /** Folder of the built web app; omitted in API tests. */
  webDist?: string;
  uploadsDir: string;
  logLevel?: string;
}

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_WEB_DIST = path.join(ROOT, 'dist');

/** Builds the whole HTTP app without listening, so tests can inject requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: loggerOptions(options.logLevel ?? options.services.env.LOG_LEVEL),
    logController: new AccessLog(),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: options.services.env.TRUST_PROXY,
  };
  const app = Fastify(serverOptions);
  const programmeCache = createProgrammeCache();
  const yoga = createGraphqlHandler(options.services, app.log, programmeCache);
  const { env, now } = options.services;
  registerCsrfProtection(app, { secret: env.SESSION_SECRET, now });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const cacheKey = programmeCache.keyFor(req);
      const cached = cacheKey && programmeCache.read(cacheKey);
      if (cached) return reply.type('application/json; charset=utf-8').send(cached);
      const generation = programmeCache.generation();
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      if (cacheKey && response.status === 200) {
        const body = await response.text();
        programmeCache.write(cacheKey, body, generation);
        return reply.send(body);
      }
      reply.send(response.body);
      return reply;
    },
  });

  await app.register(profilePictureRoutes, {
    services: options.services,
    uploadsDir: options.uploadsDir,
    viewerFor: (request) => viewerFromHeaders(options.services, request.headers),
  });

  // Stripe's webhook reads its body raw (the signature covers the exact bytes): its own scope.
  await registerStripeWebhook(app, {
    services: options.services,
    intentHandlers: {
      registration: applyRegistrationIntent,
      donation: createDonationIntentHandler(options.services.env),
    },
  });

  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  });

  const dist = options.webDist;
  if (dist && existsSync(path.join(dist, 'index.html'))) {
    const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false });
    // Hashed assets are immutable; the page itself is never cached so a deploy shows at once.
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/assets/'))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
    // Each page gets its own CSRF token in <meta name="csrf-token"> (docs/decisions/*-csrf.md).
    const sendPage = (_req: unknown, reply: import('fastify').FastifyReply) =>
      reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(indexHtml.replaceAll('%CSRF_TOKEN%', createCsrfToken(env.SESSION_SECRET, now())));
    app.get('/', sendPage);
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' || req.url.startsWith('/graphql') || req.url.startsWith('/uploads/')) {
        return reply.status(404).send({ error: 'Not Found' });
      }
      return sendPage(req, reply);
    });
  }

  // The realtime channel shares the HTTP server: it takes `upgrade` requests for /cable once listening.
  const cable = attachActionCable(app.server, options.services, yoga, app.log);
  app.addHook('preClose', async () => {
    await cable.close();
  });

  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
