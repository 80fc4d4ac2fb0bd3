import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ExecutionResult } from 'graphql';
import { SERVER_RENDERED_ROUTES } from '#core/seo/server-rendered-routes';
import { createRouteTable } from '#server/lib/spa-routes';

/**
 * Public pages rendered on the server (issue 27, docs/decisions/019): the build's server bundle
 * (`<dist>/ssr/entry-server.js`, from web/entry-server.tsx) renders the app for a URL; this module
 * decides which paths it renders, fills the built index.html with the result and keeps finished
 * pages for anonymous visitors as long as the GraphQL response cache keeps their data.
 */

export { SERVER_RENDERED_ROUTES };

export type ExecuteOperation = (
  query: string,
  variables: Record<string, unknown>,
  operationName: string | undefined,
) => Promise<ExecutionResult>;

interface Preferences {
  appearance: 'light' | 'dark';
  showTraditionalNames: boolean;
}

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; body: string; state: string };

/** What web/entry-server.tsx exports. */
interface ServerBundle {
  renderPage(options: {
    url: string;
    preferences: Preferences;
    origin: string;
    execute: ExecuteOperation;
  }): Promise<RenderResult>;
  preferencesFromCookies(header: string | undefined): Preferences;
}

export type Encoding = 'br' | 'gzip' | 'identity';

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's bytes in an encoding, compressed once and kept with the page. */
      body: (encoding: Encoding) => Buffer;
    };

export interface PageRendererOptions {
  dist: string;
  /** The built index.html. */
  template: string;
  execute: ExecuteOperation;
  /**
   * Fills `%CSRF_TOKEN%` once per render: the token is stateless and not tied to a visitor
   * (decision 005), so visitors sharing a kept page (at most `ttlMs` old) may share it too.
   */
  csrfToken: () => string;
  /** The site's public origin (PUBLIC_URL without a trailing slash). */
  origin: string;
  /** Moves whenever cached GraphQL answers are dropped (a mutation); pages are dropped with them. */
  generation: () => number;
  now?: () => number;
  ttlMs?: number;
}

const MAX_CACHED_PAGES = 500;

/** Loads the build's server bundle; null when the build has none (then every page is client-rendered). */
export async function createPageRenderer(options: PageRendererOptions) {
  const entry = path.join(options.dist, 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 5_000;
  const cache = new Map<string, { page: RenderedPage; expiresAt: number; generation: number }>();
  const inFlight = new Map<string, Promise<RenderedPage>>();
  const template = splitTemplate(options.template);

  async function renderFresh(url: string, preferences: Preferences): Promise<RenderedPage> {
    const result = await bundle.renderPage({
      url,
      preferences,
      origin: options.origin,
      execute: options.execute,
    });
    if (result.kind === 'redirect') return result;
    const html = template.fill(result, preferences).replaceAll('%CSRF_TOKEN%', options.csrfToken());
    return { kind: 'page', status: result.status, body: encodedOnce(html) };
  }

  return {
    preferencesFromCookies: bundle.preferencesFromCookies,
    /** The page for `url` (path and query) as an anonymous visitor with these preferences. */
    async render(url: string, preferences: Preferences): Promise<RenderedPage> {
      const key = `${preferences.appearance}:${preferences.showTraditionalNames}:${url}`;
      const generation = options.generation();
      const cached = cache.get(key);
      if (cached && cached.generation === generation && cached.expiresAt > now()) return cached.page;
      // Visitors arriving together for the same page share one render.
      const flightKey = `${generation}:${key}`;
      let running = inFlight.get(flightKey);
      if (!running) {
        running = renderFresh(url, preferences).finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, running);
        const started = now();
        running.then(
          (page) => {
            // A page rendered across a mutation may show what it changed only in part: not kept.
            if (options.generation() !== generation) return;
            if (cache.size >= MAX_CACHED_PAGES) cache.clear();
            cache.set(key, { page, expiresAt: started + ttlMs, generation });
          },
          () => {},
        );
      }
      return running;
    },
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof createPageRenderer>>>;

/** Whether a path is one of SERVER_RENDERED_ROUTES, judged against the whole route table. */
export function isServerRendered(patterns: readonly string[]) {
  const match = createRouteTable(patterns);
  const rendered = new Set<string>(SERVER_RENDERED_ROUTES);
  return (pathname: string) => {
    const best = match(pathname)[0];
    return best !== undefined && rendered.has(best.pattern);
  };
}

/** The built page, cut where the rendered parts go. */
export function splitTemplate(html: string) {
  const root = '<div id="root"></div>';
  const rootAt = html.indexOf(root);
  if (rootAt < 0) throw new Error('index.html has no <div id="root"></div>');
  return {
    fill(result: { head: string; body: string; state: string }, preferences: Preferences): string {
      let before = html.slice(0, rootAt);
      const after = html.slice(rootAt + root.length);
      // The page's own title and description replace the generic ones of the built page.
      if (result.head.includes('<title>')) before = before.replace(/<title>[^<]*<\/title>/, '');
      if (result.head.includes('name="description"'))
        before = before.replace(/<meta name="description"[^>]*>/, '');
      before = before.replace('</head>', `${result.head}</head>`);
      // The theme is on the page before any script runs (the inline script may still correct it).
      const { appearance } = preferences;
      before = before.replace('<html ', `<html class="${appearance}" style="color-scheme:${appearance}" `);
      return `${before}<div id="root">${result.body}</div>${result.state}${after}`;
    },
  };
}

/** The page's bytes per encoding, each compressed the first time it is asked for. */
function encodedOnce(html: string): (encoding: Encoding) => Buffer {
  const bodies = new Map<Encoding, Buffer>();
  return (encoding) => {
    let body = bodies.get(encoding);
    if (!body) {
      const raw = Buffer.from(html);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 6 })
            : raw;
      bodies.set(encoding, body);
    }
    return body;
  };
}

/** The best encoding a request accepts for a page: brotli, then gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
