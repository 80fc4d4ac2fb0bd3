import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * What a newcomer sees on a fresh clone (issue 16, items 14–16): `npm ci` without a wall of engine
 * warnings, and a CI script that cannot collide with another run or print colour codes into a log.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
  devDependencies?: Record<string, string>;
}
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockPackage> };
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const projectNode = manifest.devDependencies.node ?? 'missing';

/** npm skips (and never checks the engines of) packages built for another platform. */
function installsHere({ os, cpu }: LockPackage) {
  const allows = (list: string[] | undefined, value: string) => {
    if (!list || list.includes(`!${value}`)) return !list;
    const named = list.filter((item) => !item.startsWith('!'));
    return named.length === 0 || named.includes(value);
  };
  return allows(os, process.platform) && allows(cpu, process.arch);
}

describe('npm ci on a fresh clone', () => {
  it('runs the project on a pinned Node 22 LTS that its own engines range accepts', () => {
    expect(semver.valid(projectNode), 'the node devDependency is an exact version').toBe(projectNode);
    expect(semver.major(projectNode)).toBe(22);
    expect(semver.satisfies(projectNode, manifest.engines.node)).toBe(true);
    expect(lock.packages['']?.engines).toEqual(manifest.engines);
  });

  it('installs no dependency whose engines exclude that Node (no EBADENGINE warnings)', () => {
    const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      if (!where || !range || !installsHere(entry)) return [];
      return semver.satisfies(projectNode, range, { includePrerelease: true })
        ? []
        : [`${where} wants ${range}`];
    });
    expect(refusing).toEqual([]);
  });

  it("hides none of npm's warnings, and the README says which Node runs the project and why npm warns [issue 29]", () => {
    expect(read('.npmrc')).not.toMatch(/^\s*loglevel\s*=/m);
    expect(read('README.md')).toMatch(/Node 22 LTS/);
    expect(read('README.md')).toMatch(/EBADENGINE/);
    // The build before the banner prints errors only (the server prints one line when ready).
    expect(manifest).toHaveProperty('scripts.start', expect.stringMatching(/vite build --logLevel error/));
  });
});

describe('.ci/run', () => {
  const script = read('.ci/run');

  it('writes only into a folder of its own made by mktemp, removed on exit', () => {
    expect(script).toMatch(/work=\$\(mktemp -d /);
    expect(script).toMatch(/trap 'rm -rf "\$work"' EXIT/);
    // Every other temporary path is inside $work: no fixed name in /tmp that two runs could share.
    const fixed = script
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'))
      .filter((line) => /\/tmp\//.test(line) && !/mktemp/.test(line));
    expect(fixed).toEqual([]);
  });

  it('strips colour codes from everything it prints when CI is set', () => {
    const filter = /plain\(\) \{ (sed [^}]+); \}/.exec(script)?.[1];
    expect(filter, 'the CI branch defines plain() with sed').toBeDefined();
    const coloured = '\x1b[32m✓\x1b[39m 12 passed\x1b[0m, \x1b[1;31m0 failed\x1b[22;39m\x1b[?25h\n';
    const out = execFileSync('bash', ['-c', filter as string], { input: coloured, encoding: 'utf8' });
    expect(out).toBe('✓ 12 passed, 0 failed\n');
    // NO_COLOR alone: with FORCE_COLOR beside it Node warns on every process.
    expect(script).toMatch(/if \[ -n "\$\{CI:-\}" \]; then\n\s+export NO_COLOR=1\n\s+unset FORCE_COLOR/);
  });

  it('ends with the one closing line CI reads', () => {
    const lines = script.trimEnd().split('\n');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the shell's own placeholders
    expect(lines.at(-2)).toBe('echo "${passed} passed, ${failed} failed"');
  });
});
