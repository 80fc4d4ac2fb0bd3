import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's folder: the nearest folder above this module holding package.json. Found by
 * walking up rather than by a fixed `..` count, so the same code works from its source file
 * (server/…) and from the production bundle (server-dist/main.js, decision 021).
 */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
