import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './scripts/vite-graphql-documents.ts';
import { precompress, routeManifest } from './scripts/vite-delivery.ts';

const fromRoot = (path: string) => new URL(path, import.meta.url).pathname;

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
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
    routeManifest({ routeTree: fromRoot('./web/routeTree.gen.ts') }),
    precompress(),
  ],
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: true },
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
});
