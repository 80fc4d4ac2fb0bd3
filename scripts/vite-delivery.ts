import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its framing costs. */
const MIN_BYTES = 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

function compressedSince(file: string, mtimeMs: number): boolean {
  return ['.br', '.gz'].some(
    (suffix) => existsSync(file + suffix) && statSync(file + suffix).mtimeMs >= mtimeMs,
  );
}

/** A plugin that works on the build's output folder once the bundle is written (`order` as Rollup's). */
function onBuiltFolder(name: string, work: (outDir: string) => void, order?: 'pre'): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order,
      handler() {
        work(outDir);
      },
    },
  };
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every compressible built file, once at
 * build time, so the server sends them with @fastify/static's `preCompressed` and spends no CPU
 * compressing static files per request (docs/decisions/012-first-visit-weight.md).
 */
export function precompress(): Plugin {
  return onBuiltFolder('festival:precompress', (outDir) => {
    for (const file of filesUnder(outDir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      const { size, mtimeMs } = statSync(file);
      // An earlier build's file (the folder keeps them, scripts/vite-generations.ts) is done already.
      if (size < MIN_BYTES || compressedSince(file, mtimeMs)) continue;
      const bytes = readFileSync(file);
      const brotli = brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      const gzip = gzipSync(bytes, { level: 9 });
      if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
      if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
    }
  });
}

/** The `fullPaths` union of TanStack Router's generated route tree, e.g. `/$activityType/$slug`. */
export function routePathsFrom(routeTreeSource: string): string[] {
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(routeTreeSource)?.[1] ?? '';
  return [...union.matchAll(/'([^']*)'/g)].map((match) => match[1] as string);
}

/**
 * Writes `routes.json` (the app's route patterns) into the build, so the server can answer
 * unknown paths with HTTP 404 while still sending the app's page (server/lib/spa-routes.ts).
 */
export function routeManifest(options: { routeTree: string }): Plugin {
  // 'pre': before precompress's closeBundle, which is registered after this plugin.
  return onBuiltFolder(
    'festival:route-manifest',
    (outDir) => {
      const paths = routePathsFrom(readFileSync(options.routeTree, 'utf8'));
      if (paths.length === 0) throw new Error(`No route paths found in ${options.routeTree}`);
      writeFileSync(path.join(outDir, 'routes.json'), `${JSON.stringify(paths)}\n`);
    },
    'pre',
  );
}

/**
 * Marks the built page's module script and its modulepreloads `fetchpriority="low"` (issue 27,
 * docs/decisions/019). A server-rendered page is complete without its script, so the stylesheet and
 * the first pictures should have the connection first; and Lighthouse's simulation counts every
 * high-priority script as render-blocking, charging its download and run to the first paint.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'festival:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => markScriptsLowPriority(html),
    },
  };
}

export function markScriptsLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/** What appModules needs of a built chunk (Rollup's OutputChunk). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/** A chunk's file and every file it imports statically, transitively. */
function staticGraph(
  bundle: Record<string, BuiltChunk | { type: 'asset' }>,
  fileName: string,
  into = new Set<string>(),
) {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticGraph(bundle, imported, into);
  return into;
}

/**
 * The files the app chunk (`appModule`, imported dynamically by the entry) needs that the entry
 * has not loaded already, in load order: the app's chunk first, then what it imports.
 */
export function appModuleFiles(
  bundle: Record<string, BuiltChunk | { type: 'asset' }>,
  appModule: string,
): string[] {
  const chunks = Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk');
  const app = chunks.find((chunk) => chunk.facadeModuleId === appModule);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!app || !entry) return [];
  const loaded = staticGraph(bundle, entry.fileName);
  return [...staticGraph(bundle, app.fileName)].filter((file) => !loaded.has(file));
}

/**
 * Names the app's files on the built page's module script (`data-app-modules`, space-separated
 * paths), so web/main.tsx can fetch them after the page has loaded without running them: on a
 * server-rendered page the app starts only at the visitor's first interaction (issue 27,
 * docs/decisions/019), and by then its script should be on the device.
 */
export function appModules(options: { appModule: string }): Plugin {
  let base = '/';
  return {
    name: 'festival:app-modules',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = appModuleFiles(context.bundle as Record<string, BuiltChunk>, options.appModule);
        if (files.length === 0) throw new Error(`No chunk for ${options.appModule} in the build`);
        const paths = files.map((file) => `${base}${file}`).join(' ');
        return html.replace(/<script type="module"/, `<script type="module" data-app-modules="${paths}"`);
      },
    },
  };
}
