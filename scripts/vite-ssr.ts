import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { recordWrittenFiles } from './vite-generations.ts';

/** Where the server-rendering bundle of a build lives (read by server/render/page-render.ts). */
export const SSR_FOLDER = 'ssr';
export const SSR_ENTRY = 'entry-server.tsx';

/**
 * After the browser build, builds the server-rendering bundle of the same sources into
 * `<outDir>/ssr/`, so every `vite build` (whatever its --outDir) gives the server both halves
 * (docs/decisions/019). The server never serves that folder as files.
 */
export function serverRenderBundle(options: { onWritten?: (files: string[]) => void } = {}): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'festival:ssr-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config) return;
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: config.logLevel,
          plugins: options.onWritten ? [recordWrittenFiles(options.onWritten)] : [],
          build: {
            ssr: SSR_ENTRY,
            outDir: path.join(path.resolve(config.root, config.build.outDir), SSR_FOLDER),
            // Earlier builds' chunks stay for processes still running them (scripts/vite-generations.ts).
            emptyOutDir: false,
            copyPublicDir: false,
            sourcemap: true,
          },
        });
      },
    },
  };
}
