import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, pgliteClient } from '#server/db/client';

/**
 * Backups (issue 29, docs/production.md "Backups"). A backup is one folder named for its time,
 * `festival-2026-11-28T140000Z`: the database (PostgreSQL: `pg_dump`'s custom format, one
 * consistent snapshot; PGlite: its data folder as a gzipped tarball, taken inside the process that
 * owns it), a copy of the uploads folder, and `backup.json` saying what is there. It is written
 * under a hidden name and renamed when complete, so a half-written backup never looks like one.
 */

export type BackupSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  file: string;
}

const MANIFEST = 'backup.json';
const PREFIX = 'festival-';
const FILES = { postgres: 'database.pgdump', pglite: 'database.tar.gz' } as const;

export class BackupError extends Error {}

/** Where a running process's database is, for a backup of it. */
export function backupSourceOf(handle: DatabaseHandle, databaseUrl: string | undefined): BackupSource {
  const pglite = pgliteClient(handle);
  if (pglite) return { kind: 'pglite', pglite };
  if (!databaseUrl) throw new BackupError('A PostgreSQL database needs DATABASE_URL to be backed up');
  return { kind: 'postgres', url: databaseUrl };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(
        new BackupError(`${command} could not run (${error.message}): install PostgreSQL's client tools`),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed (${code}): ${stderr.trim().slice(0, 500)}`)),
    );
  });
}

function sizeOf(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

/** `festival-YYYY-MM-DDTHHMMSSZ`, the folder name of a backup taken at `at`. */
export function backupName(at: Date): string {
  return `${PREFIX}${at.toISOString().slice(0, 19).replaceAll(':', '')}Z`;
}

/** Writes one backup into `folder` and returns its path and size. */
export async function writeBackup(options: {
  source: BackupSource;
  uploadsDir: string;
  folder: string;
  now: Date;
}): Promise<{ path: string; bytes: number }> {
  const { source, folder } = options;
  mkdirSync(folder, { recursive: true });
  let name = backupName(options.now);
  for (let n = 2; existsSync(path.join(folder, name)); n++) name = `${backupName(options.now)}-${n}`;
  const partial = path.join(folder, `.partial-${name}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  try {
    const file = FILES[source.kind];
    if (source.kind === 'postgres') {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${path.join(partial, file)}`,
        source.url,
      ]);
    } else {
      const dump = await source.pglite.dumpDataDir('gzip');
      writeFileSync(path.join(partial, file), Buffer.from(await dump.arrayBuffer()));
    }
    if (existsSync(options.uploadsDir))
      cpSync(options.uploadsDir, path.join(partial, 'uploads'), { recursive: true });
    const manifest: Manifest = {
      format: 1,
      createdAt: options.now.toISOString(),
      database: source.kind,
      file,
    };
    writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const complete = path.join(folder, name);
    renameSync(partial, complete);
    return { path: complete, bytes: sizeOf(complete) };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes all but the newest `keep` backups in `folder`; returns the removed paths. */
export function pruneBackups(folder: string, keep: number): string[] {
  if (!existsSync(folder)) return [];
  const all = readdirSync(folder)
    .filter((name) => name.startsWith(PREFIX) && existsSync(path.join(folder, name, MANIFEST)))
    .sort();
  const removed = all.slice(0, Math.max(0, all.length - keep)).map((name) => path.join(folder, name));
  for (const old of removed) rmSync(old, { recursive: true, force: true });
  return removed;
}

function readManifest(from: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(from, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${from} is not a backup (no readable ${MANIFEST})`);
  }
  if (manifest.format !== 1 || !(manifest.database in FILES)) {
    throw new BackupError(`${from}: unknown backup format`);
  }
  return manifest;
}

async function tablesIn(url: string): Promise<number> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    )) as unknown as { rows: Array<{ count: number }> };
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup into an empty database (refusing one that has tables, or a PGlite folder that
 * has files) and copies its uploads into `uploadsDir`. A PostgreSQL backup restores only into
 * PostgreSQL, a PGlite one only into PGlite.
 */
export async function restoreBackup(options: { from: string; target: RestoreTarget; uploadsDir: string }) {
  const { from, target } = options;
  const manifest = readManifest(from);
  if (manifest.database !== target.kind) {
    throw new BackupError(
      `This backup is of a ${manifest.database} database; restore it with ${manifest.database === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset (PGlite)'}`,
    );
  }
  const file = path.join(from, manifest.file);
  if (target.kind === 'postgres') {
    if ((await tablesIn(target.url)) > 0) {
      throw new BackupError('The database is not empty: restore into a new, empty database');
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.url}`,
      file,
    ]);
  } else {
    if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
      throw new BackupError(`${target.dataDir} is not empty: restore into a new, empty folder`);
    }
    mkdirSync(target.dataDir, { recursive: true });
    const pglite = new PGlite(target.dataDir, { loadDataDir: await openAsBlob(file) });
    await pglite.waitReady;
    await pglite.close();
  }
  const uploads = path.join(from, 'uploads');
  if (existsSync(uploads)) cpSync(uploads, options.uploadsDir, { recursive: true });
  return manifest;
}
