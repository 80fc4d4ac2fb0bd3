import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SERVER_RENDERED_ROUTES } from './core/seo/server-rendered-routes.ts';
import {
  allWebModules,
  publicModules,
  type RadixUsage,
  radixSubset,
  radixUsage,
} from './scripts/radix-css-subset.ts';
import { appModules, lowPriorityScripts, precompress, routeManifest } from './scripts/vite-delivery.ts';
import { keepEarlierBuilds } from './scripts/vite-generations.ts';
import { graphqlDocuments } from './scripts/vite-graphql-documents.ts';
import { serverRenderBundle } from './scripts/vite-ssr.ts';

const fromRoot = (path: string) => new URL(path, import.meta.url).pathname;

/**
 * Libraries most pages share, each family in one chunk: left alone, rolldown cut them into ≈40
 * chunks of 0.2–5 KB that a first visit fetched one by one (docs/decisions/012).
 */
const CHUNK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo|rxjs|@wry|optimism|tslib|ts-invariant)[\\/]/,
    priority: 2,
  },
  {
    name: 'radix',
    test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|classnames|use-sync-external-store)[\\/]/,
    minShareCount: 3,
    priority: 1,
  },
];

/** The browser build's own steps after bundling; the server-rendering build needs none of them. */
function deliveryPlugins() {
  // Last: records this build (and its server bundle), prunes expired builds, swaps index.html in.
  const generations = keepEarlierBuilds();
  return [
    lowPriorityScripts(),
    appModules({ appModule: fromRoot('./web/boot.tsx') }),
    routeManifest({ routeTree: fromRoot('./web/routeTree.gen.ts') }),
    precompress(),
    serverRenderBundle({ onWritten: generations.record }),
    generations,
  ];
}

/** Worked out once per build, when a stylesheet first asks. */
const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};

/**
 * Radix Themes cut to what our code can render (scripts/radix-css-subset.ts, issue 27): the public
 * pages' sheet to what they and the shell use, the app's sheet to what any route uses. The dev
 * server keeps all of Radix, so a component added while it runs is styled at once.
 */
function radixStylesheets() {
  const app = once(() => radixUsage(allWebModules()));
  const publicPages = once(() => radixUsage(publicModules(SERVER_RENDERED_ROUTES)));
  const sheets: Record<string, () => RadixUsage> = {
    '/web/lib/radix-public.css': publicPages,
    '/web/lib/app-styles.css': app,
  };
  return radixSubset(sheets);
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  css: command === 'build' ? { postcss: { plugins: [radixStylesheets()] } } : {},
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRoot('./web/routes'),
      generatedRouteTree: fromRoot('./web/routeTree.gen.ts'),
      routeFileIgnorePrefix: '-',
    }),
    graphqlDocuments({ generated: fromRoot('./web/graphql/graphql.ts') }),
    react(),
    // The server-rendering bundle (scripts/vite-ssr.ts) is not served: no route table, no .br/.gz.
    ...(isSsrBuild ? [] : deliveryPlugins()),
  ],
  build: {
    outDir: '../dist',
    // Earlier builds' hashed files stay for pages still open (scripts/vite-generations.ts).
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/uploads': apiTarget,
      '/api': apiTarget,
      '/payments': apiTarget,
      '/cable': { target: apiTarget, ws: true },
    },
  },
}));
