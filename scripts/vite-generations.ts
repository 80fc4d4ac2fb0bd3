import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Deploys that keep open pages working (issue 29, docs/production.md "Upgrades"): a build writes
 * its hashed files beside the earlier builds' instead of emptying the folder, keeps each earlier
 * build's files for `keepDays` after a newer build replaced it, and puts `index.html` in place
 * last with one rename. A page opened before a deploy still finds the chunks it loads lazily, and
 * a process still running the older build still finds its own.
 */

/** The record of the builds a folder holds, newest last (`builds.json` in the build folder). */
export const BUILDS_FILE = 'builds.json';
/** Where the page is written before the swap: not a name the server or a browser ever asks for. */
const NEXT_PAGE = 'index.html.next';
/** Folders whose files carry a content hash and are shared by the builds that name them. */
const KEPT_FOLDERS = ['assets', path.join('ssr', 'assets')];

export interface BuildRecord {
  /** When the build finished (ms since the epoch). */
  builtAt: number;
  /** Its files under KEPT_FOLDERS, relative to the build folder, `/`-separated. */
  files: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Build-time setting: how long an earlier build's files outlive the build that replaced it. */
export function keepDaysFromEnv(value = process.env.KEEP_BUILDS_DAYS): number {
  if (value === undefined || value === '') return 7;
  const days = Number(value);
  if (!Number.isFinite(days) || days < 0)
    throw new Error(`KEEP_BUILDS_DAYS must be a number of days ≥ 0, not "${value}"`);
  return days;
}

/**
 * Which builds to keep once `current` is added: the current one, and each earlier one replaced
 * (by the build after it) less than `keepMs` ago. Pure, so the rule is tested on its own.
 */
export function buildsToKeep(earlier: BuildRecord[], current: BuildRecord, keepMs: number): BuildRecord[] {
  const all = [...earlier, current];
  return all.filter((_build, index) => {
    const replacedAt = all[index + 1]?.builtAt;
    return replacedAt === undefined || replacedAt >= current.builtAt - keepMs;
  });
}

function* filesUnder(folder: string): Generator<string> {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

function keptFiles(outDir: string): string[] {
  return KEPT_FOLDERS.flatMap((folder) =>
    [...filesUnder(path.join(outDir, folder))].map((file) =>
      path.relative(outDir, file).split(path.sep).join('/'),
    ),
  );
}

function readBuilds(outDir: string): BuildRecord[] {
  try {
    return JSON.parse(readFileSync(path.join(outDir, BUILDS_FILE), 'utf8')) as BuildRecord[];
  } catch {
    return [];
  }
}

/** Writes down a build's output files (absolute paths) as a bundle is written. */
export function recordWrittenFiles(record: (files: string[]) => void): Plugin {
  return {
    name: 'festival:record-written-files',
    apply: 'build',
    writeBundle(output, bundle) {
      const dir = output.dir ?? '';
      record(Object.keys(bundle).map((fileName) => path.resolve(dir, fileName)));
    },
  };
}

export type KeepEarlierBuilds = Plugin & {
  /** For the server-rendering build (scripts/vite-ssr.ts), which writes into the same folder. */
  record(files: string[]): void;
};

/**
 * The build plugin. The browser build and its server-rendering build both write into the same
 * folder without emptying it; this plugin, last in the browser build, then records what this
 * build wrote, removes what no kept build names, and swaps the page in.
 */
export function keepEarlierBuilds(
  options: { keepDays?: number; now?: () => number } = {},
): KeepEarlierBuilds {
  const now = options.now ?? Date.now;
  let outDir = '';
  const written = new Set<string>();
  const record = (files: string[]) => {
    for (const file of files) written.add(file);
  };
  return {
    name: 'festival:keep-earlier-builds',
    apply: 'build',
    record,
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
      if (config.build.emptyOutDir) throw new Error('keepEarlierBuilds needs build.emptyOutDir: false');
    },
    buildStart() {
      written.clear();
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page) page.fileName = NEXT_PAGE;
      },
    },
    writeBundle(output, bundle) {
      record(Object.keys(bundle).map((fileName) => path.resolve(output.dir ?? outDir, fileName)));
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const keepMs = (options.keepDays ?? keepDaysFromEnv()) * DAY_MS;
        const present = keptFiles(outDir);
        const relative = (file: string) => path.relative(outDir, file).split(path.sep).join('/');
        // The build's files, with the compressed copies the build wrote beside them.
        const mine = new Set(
          [...written].flatMap((file) => [file, `${file}.br`, `${file}.gz`]).map(relative),
        );
        const current: BuildRecord = { builtAt: now(), files: present.filter((file) => mine.has(file)) };
        let earlier = readBuilds(outDir);
        // A folder built before this plugin existed: its files count as one build, replaced now.
        const known = new Set(earlier.flatMap((build) => build.files));
        const untracked = present.filter((file) => !known.has(file) && !mine.has(file));
        if (untracked.length > 0) earlier = [...earlier, { builtAt: current.builtAt, files: untracked }];

        const kept = buildsToKeep(earlier, current, keepMs);
        const named = new Set(kept.flatMap((build) => build.files));
        for (const file of present) {
          if (!named.has(file)) rmSync(path.join(outDir, file), { force: true });
        }
        writeFileSync(path.join(outDir, BUILDS_FILE), `${JSON.stringify(kept, null, 1)}\n`);

        // Last: the page that names this build's files, in one rename (atomic on one file system).
        const next = path.join(outDir, NEXT_PAGE);
        if (existsSync(next)) renameSync(next, path.join(outDir, 'index.html'));
        // Compressed copies of the page from before this plugin: never served, and now stale.
        for (const stale of ['index.html.br', 'index.html.gz'])
          rmSync(path.join(outDir, stale), { force: true });
      },
    },
  };
}
