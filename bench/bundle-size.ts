import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Prints the JS and CSS a first visit downloads before any route chunk (the entry and everything
 * index.html preloads), gzip level 9, in KiB. Run after `npm run build`.
 * `--route <chunk-name-prefix>` adds a lazy route chunk, e.g. the `/workshops` page's.
 */
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] as string,
);
const size = (file: string) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length / 1024, gzip: gzipSync(bytes, { level: 9 }).length / 1024 };
};
const total = (files: string[]) =>
  files
    .map(size)
    .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
const js = total(assets.filter((file) => file.endsWith('.js')));
const css = total(assets.filter((file) => file.endsWith('.css')));
console.log(
  `initial JS:  ${js.raw.toFixed(1)} KiB raw, ${js.gzip.toFixed(1)} KiB gzip (${assets.filter((f) => f.endsWith('.js')).length} files)`,
);
console.log(`initial CSS: ${css.raw.toFixed(1)} KiB raw, ${css.gzip.toFixed(1)} KiB gzip`);
