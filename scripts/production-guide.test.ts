import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZEnv } from '../server/env';
import { guideBlocks, guideCommands } from './production-guide';

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

  it('says what runs each of its commands: .ci/run or a test file that exists [issue 29]', () => {
    const commands = guideCommands(guide);
    expect(commands.length).toBeGreaterThan(8);
    const unexercised = commands.filter(
      ({ exercisedBy }) => exercisedBy !== '.ci/run' && !existsSync(path.join(root, exercisedBy)),
    );
    expect(unexercised).toEqual([]);
    // The rehearsal runs the unit's ExecStart and the Caddyfile as the guide writes them.
    expect(guideBlocks(guide, 'ini')[0]).toMatch(/^ExecStart=\/usr\/bin\/npm run serve$/m);
    expect(guideBlocks(guide, 'caddyfile')[0]).toContain('health_uri /readyz');
  });

  it('names only settings the server reads [issue 29]', () => {
    const table = guide.slice(guide.indexOf('## 2. Settings'), guide.indexOf('## 3.'));
    const names = [...table.matchAll(/^\| `([A-Z_]+)/gm)].map((m) => m[1] as string);
    expect(names.length).toBeGreaterThan(8);
    expect(names.filter((name) => !(name in ZEnv.shape))).toEqual([]);
  });

  it("is backed by the README's settings table, which names every setting the server reads [issue 29]", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const rows = readme.split('\n').filter((line) => /^\| `[A-Z_]+`/.test(line));
    const named = new Set(
      rows.flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])),
    );
    expect(Object.keys(ZEnv.shape).filter((name) => !named.has(name))).toEqual([]);
  });
});
