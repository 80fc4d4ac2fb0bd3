import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under `assets/` a built page names (scripts, styles, preloads, icons). A server checks
 * them before it serves the page: sending a page whose scripts answer 404 shows a blank screen.
 */
export function assetsNamedBy(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"?#]+)"/g)].map((match) => match[1] as string)),
  ];
}

/** Throws, naming the first missing file, when the built page names a file the build lacks. */
export function checkBuiltPage(dist: string, html: string): void {
  const missing = assetsNamedBy(html).filter((file) => !existsSync(path.join(dist, file)));
  if (missing.length > 0) {
    throw new Error(
      `${path.join(dist, 'index.html')} names ${missing.length} missing file(s), e.g. ${missing[0]}: the build is incomplete; run \`npm run build\` again`,
    );
  }
}

/**
 * The path under the build folder of a requested hashed asset (`/assets/…`), or null for anything
 * else (another folder, `..`, an encoded separator). For files a newer build wrote after this
 * process started: the static plugin only knows the files it found at start-up.
 */
export function builtAssetPath(pathname: string): string | null {
  const match = /^\/assets\/([\w.-]+)$/.exec(pathname);
  if (!match || match[1]?.startsWith('.')) return null;
  return `assets/${match[1]}`;
}
