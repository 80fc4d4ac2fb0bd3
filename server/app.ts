import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { type DocumentNode, execute, parse } from 'graphql';
import type { Context } from '#server/graphql/context';
import type { AppServices } from '#server/services/app-services';
import { activityPictureTarget, scheduleFeedRoutes } from './domains/activities/index';
import {
  auditCsvExport,
  classListCsvExport,
  creditBalancesCsvExport,
  registrationsCsvExport,
} from './domains/admin/index';
import { createCsrfToken, registerCsrfProtection, sessionSecretFor } from './domains/auth/index';
import { createDonationIntentHandler, donationsCsvExport } from './domains/donations/index';
import { readProgrammeFromMemory } from './domains/festival/index';
import { applyRegistrationIntent, paymentsCsvExport, registerStripeWebhook } from './domains/payments/index';
import { presenterPictureTarget, profilePictureRoutes, staffPictureRoutes } from './domains/people/index';
import { calendarFeedRoutes } from './domains/registrations/ical-feed';
import { sessionPlacesEngine } from './domains/registrations/index';
import { createResponseCache } from './graphql/response-cache';
import { schema } from './graphql/schema';
import { createGraphqlHandler, viewerFromHeaders } from './graphql/yoga';
import { builtAssetPath, checkBuiltPage } from './lib/built-page';
import { csvExportRoutes } from './lib/csv-export-route';
import { createMetrics, registerMetricsRoutes } from './lib/metrics';
import { type AskGraphql, createPageExists } from './lib/spa-routes';
import { type Lifecycle, registerHealthRoutes } from './lifecycle';
import { AccessLog, loggerOptions } from './logging';
import { PROJECT_ROOT } from './project-root';
import { type ActionCableServer, attachActionCable } from './realtime/action-cable';
import {
  createPageRenderer,
  type ExecuteOperation,
  isServerRendered,
  pageEncoding,
} from './render/page-render';
import { publicPaths, robotsTxt, sitemapXml } from './render/sitemap';
import { registerSecurityHeaders } from './security-headers';
import { plugSessionPlaces } from './services/session-places';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime channel on this server's `/cable` (its open connections, for tests and health). */
    cable: ActionCableServer;
    /** What signs this server's CSRF tokens (SESSION_SECRET, or the one kept in the database). */
    sessionSecret: string;
  }
}

export interface AppOptions {
  services: AppServices;
  /** Folder of the built web app; omitted in API tests. */
  webDist?: string;
  uploadsDir: string;
  logLevel?: string;
  /** The process's state for /readyz; tests without one are ready at once. */
  lifecycle?: Lifecycle;
  /** The database pool's use, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export const DEFAULT_WEB_DIST = path.join(PROJECT_ROOT, 'dist');

/** Builds the whole HTTP app without listening, so tests can inject requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The programme's session edits reach the place engine through this (a later domain row).
  plugSessionPlaces(sessionPlacesEngine);
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: loggerOptions(options.logLevel ?? options.services.env.LOG_LEVEL),
    logController: new AccessLog(),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: options.services.env.TRUST_PROXY,
  };
  const app = Fastify(serverOptions);
  await registerSecurityHeaders(app, { env: options.services.env, webDist: options.webDist });
  // API responses above 1 KiB are compressed (brotli quality 4 or gzip); static files come precompressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const responseCache = createResponseCache({ schema, clock: () => options.services.now().getTime() });
  // The realtime channel is attached below; the metrics read its socket count at scrape time.
  let cable: ReturnType<typeof attachActionCable> | undefined;
  const metrics = createMetrics({
    db: options.services.db,
    poolStats: options.poolStats ?? (() => ({ total: 0, idle: 0, waiting: 0 })),
    cableSockets: () => cable?.connectionCount() ?? 0,
  });
  registerMetricsRoutes(app, metrics, {
    token: options.services.env.METRICS_TOKEN,
    allow: options.services.env.METRICS_ALLOW,
  });
  const yoga = createGraphqlHandler(options.services, app.log, responseCache, [metrics.graphqlPlugin]);
  const { env, now } = options.services;
  const sessionSecret = await sessionSecretFor(options.services.db, env.SESSION_SECRET);
  app.decorate('sessionSecret', sessionSecret);
  registerCsrfProtection(app, { secret: sessionSecret, now });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    onResponse: async (req, reply) => {
      metrics.observeGraphql(req.body, reply.elapsedTime / 1000);
    },
    handler: async (req, reply) => {
      // A public operation already in the response cache is answered with its stored bytes;
      // requests from an allow-listed other origin go through Yoga, which adds the CORS headers.
      const crossOrigin = env.CORS_ORIGINS.length > 0 && req.headers.origin !== undefined;
      const stored =
        !crossOrigin &&
        req.method === 'POST' &&
        req.body &&
        typeof req.body === 'object' &&
        responseCache.storedBody(req.body);
      if (stored) {
        const json = (req.headers.accept ?? '').includes('application/graphql-response+json');
        return reply
          .type(`application/${json ? 'graphql-response+json' : 'json'}; charset=utf-8`)
          .send(stored);
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A single result is sent whole so @fastify/compress sees its size (small ones stay plain).
      const streaming = /event-stream|multipart/.test(response.headers.get('content-type') ?? '');
      reply.send(streaming ? response.body : await response.text());
      return reply;
    },
  });

  await app.register(calendarFeedRoutes, { services: options.services });
  await app.register(scheduleFeedRoutes, { services: options.services });

  await app.register(profilePictureRoutes, {
    services: options.services,
    uploadsDir: options.uploadsDir,
    viewerFor: (request) => viewerFromHeaders(options.services, request.headers),
  });
  await app.register(staffPictureRoutes, {
    services: options.services,
    uploadsDir: options.uploadsDir,
    viewerFor: (request) => viewerFromHeaders(options.services, request.headers),
    targets: [activityPictureTarget, presenterPictureTarget],
    onChanged: responseCache.invalidate,
  });

  // CSV exports, streamed as they are written (issue 32).
  await app.register(csvExportRoutes, {
    services: options.services,
    viewerFor: (request) => viewerFromHeaders(options.services, request.headers),
    exports: [
      registrationsCsvExport,
      creditBalancesCsvExport,
      paymentsCsvExport,
      donationsCsvExport,
      auditCsvExport,
      classListCsvExport,
    ],
  });

  // Stripe's webhook reads its body raw (the signature covers the exact bytes): its own scope.
  await registerStripeWebhook(app, {
    services: options.services,
    intentHandlers: {
      registration: applyRegistrationIntent,
      donation: createDonationIntentHandler(options.services.env),
    },
  });

  // For search engines (issue 27): the public pages, listed as the public schema sees them.
  const origin = env.PUBLIC_URL.replace(/\/+$/, '');
  let sitemap: { generation: number; at: number; xml: string } | undefined;
  app.get('/sitemap.xml', async (_req, reply) => {
    const at = now().getTime();
    if (!sitemap || sitemap.generation !== responseCache.generation() || at - sitemap.at > 60_000) {
      const generation = responseCache.generation();
      sitemap = {
        generation,
        at,
        xml: sitemapXml(origin, await publicPaths(executeAnonymously(options.services))),
      };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemap.xml);
  });
  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );

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
    // This process serves this page for its whole life; earlier and later builds' files stay on
    // disk beside it (scripts/vite-generations.ts), so its own must all be there now.
    checkBuiltPage(dist, indexHtml);
    // The build writes .br/.gz next to each asset (scripts/vite-delivery.ts): no per-request compression.
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The page is only sent with its CSRF token filled in (sendPage), never as the raw file; the
      // server-rendering bundle is code for this process, not for browsers.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/ssr/'),
    });
    // Hashed assets are immutable; the page itself is never cached so a deploy shows at once.
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/assets/') && (reply.statusCode === 200 || reply.statusCode === 304))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
    // Each page gets its own CSRF token in <meta name="csrf-token"> (docs/decisions/*-csrf.md).
    const sendHtml = (reply: import('fastify').FastifyReply, html: string) =>
      reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(html.replaceAll('%CSRF_TOKEN%', createCsrfToken(sessionSecret, now())));
    const sendPage = (_req: unknown, reply: import('fastify').FastifyReply) => sendHtml(reply, indexHtml);
    const pageExists = pageExistsFor(dist, options.services);
    // Public pages come rendered (docs/decisions/019); the rest is the app's page, rendered in the browser.
    const renderer = await createPageRenderer({
      dist,
      template: indexHtml,
      execute: executeAnonymously(options.services),
      csrfToken: () => createCsrfToken(sessionSecret, now()),
      origin,
      generation: responseCache.generation,
      now: () => now().getTime(),
    });
    const serverRendered = isServerRendered(routePatterns(dist));
    /** Sends the server-rendered page; false when there is none (no bundle, or rendering failed). */
    const sendRendered = async (
      req: import('fastify').FastifyRequest,
      reply: import('fastify').FastifyReply,
    ): Promise<boolean> => {
      if (!renderer) return false;
      let page: Awaited<ReturnType<typeof renderer.render>>;
      try {
        page = await renderer.render(req.url, renderer.preferencesFromCookies(req.headers.cookie));
      } catch (error) {
        // The browser can still render the page itself: a rendering fault must not take it down.
        req.log.error({ err: error }, 'Server rendering failed; sending the client-rendered page');
        return false;
      }
      if (page.kind === 'redirect') {
        reply.redirect(page.location, page.status);
        return true;
      }
      // Sent as kept, already compressed: a page costs a lookup, not a render or a compression.
      const encoding = pageEncoding(req.headers['accept-encoding']);
      reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      reply.send(page.body(encoding));
      return true;
    };
    app.get('/', async (req, reply) => {
      if (!(await sendRendered(req, reply))) sendPage(req, reply);
      return reply;
    });
    app.setNotFoundHandler(async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      if ((req.method === 'GET' || req.method === 'HEAD') && serverRendered(pathname)) {
        if (await sendRendered(req, reply)) return reply;
      }
      // A newer build's file written after this process started (another process may have sent
      // that build's page during a rolling restart): the static plugin only knows start-up's files.
      const asset = req.method === 'GET' || req.method === 'HEAD' ? builtAssetPath(pathname) : null;
      if (asset && existsSync(path.join(dist, asset))) return reply.sendFile(asset);
      // A missing asset (e.g. a chunk of an older deploy) must not be answered with a cacheable page.
      if (
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        pathname.startsWith('/graphql') ||
        pathname.startsWith('/uploads/') ||
        pathname.startsWith('/assets/')
      ) {
        return reply.status(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
      }
      // Unknown paths still get the app (it shows its "not found" view), but with the right status.
      return sendPage(req, reply.status((await pageExists(pathname)) ? 200 : 404));
    });
  }

  // The realtime channel shares the HTTP server: it takes `upgrade` requests for /cable once listening.
  const realtime = attachActionCable(app.server, options.services, yoga, app.log);
  cable = realtime;
  app.decorate('cable', realtime);
  app.addHook('preClose', async () => {
    await realtime.close();
  });

  registerHealthRoutes(app, options.services.db, options.lifecycle ?? { state: 'ready' });
  return app;
}

/**
 * Whether the web app has a page at a path, from the build's route table (`routes.json`); a build
 * without one (older) treats every path as a page. Record lookups run the public GraphQL schema
 * as an anonymous visitor.
 */
function pageExistsFor(dist: string, services: AppServices): (pathname: string) => Promise<boolean> {
  if (!existsSync(path.join(dist, 'routes.json'))) return async () => true;
  const run = executeAnonymously(services);
  return createPageExists(routePatterns(dist), async (query, variables) => {
    const result = await run(query, variables, undefined);
    return result.data as Awaited<ReturnType<AskGraphql>>;
  });
}

/** The web app's route patterns from the build (`routes.json`); none for an older build. */
function routePatterns(dist: string): string[] {
  const manifest = path.join(dist, 'routes.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as string[]) : [];
}

/** Runs the public schema in this process as an anonymous visitor, the programme read from memory. */
function executeAnonymously(services: AppServices): ExecuteOperation {
  const documents = new Map<string, DocumentNode>();
  return async (query, variables, operationName) => {
    let document = documents.get(query);
    if (!document) {
      document = parse(query);
      if (documents.size >= 1000) documents.clear();
      documents.set(query, document);
    }
    const context: Context = { ...services, viewer: null, requestId: 'server-render', ip: '', headers: {} };
    readProgrammeFromMemory(context);
    return execute({ schema, document, variableValues: variables, operationName, contextValue: context });
  };
}
