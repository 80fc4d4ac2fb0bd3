import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 29: docs/production.md cannot name a command that does not exist or a test that is gone. */
const root = path.resolve(import.meta.dirname, '..');
const guide = readFileSync(path.join(root, 'docs/production.md'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('docs/production.md', () => {
  it('names only npm scripts that exist, and the README links it at the top [issue 29]', () => {
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] as string);
    expect(named.length).toBeGreaterThan(2);
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.slice(0, 2000)).toContain('(docs/production.md)');
  });

  it('names only test files that exist [issue 29]', () => {
    const files = [...guide.matchAll(/`((?:server|scripts|e2e)\/[\w./*-]+\.test\.ts)`/g)].map(
      (m) => m[1] as string,
    );
    expect(files.length).toBeGreaterThan(2);
    const missing = files
      .filter((file) => !file.includes('*'))
      .filter((file) => {
        try {
          readFileSync(path.join(root, file));
          return false;
        } catch {
          return true;
        }
      });
    expect(missing).toEqual([]);
  });
});
