import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { backups } from '#server/db/schema/index';
import { type Env, parseEnv } from '#server/env';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createScratchDatabase } from '#server/test/postgres';
import { headersByRole, type RoleHeaders } from '#server/test/users';
import { BackupError, backUp, backupSourceOf, createBackupJob, restoreBackup } from './index';

// Issue 29 item 3: a seeded festival goes through backup and restore and comes back table for
// table (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, as in .ci/run), with its
// uploads; the attempts are recorded and the dashboard shows the last success to administrators.

let t: TestApp;
let folder: string;
let env: Env;
let as: RoleHeaders<'registrations'>;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(path.join(tmpdir(), 'festival-backups-'));
  env = {
    ...t.services.env,
    DATA_DIR: folder,
    UPLOADS_DIR: path.join(folder, 'uploads'),
    BACKUP_DIR: path.join(folder, 'backups'),
    BACKUP_KEEP: 2,
  };
  mkdirSync(path.join(folder, 'uploads/people'), { recursive: true });
  writeFileSync(path.join(folder, 'uploads/people/tess.webp'), Buffer.from([1, 2, 3, 250]));
  writeFileSync(path.join(folder, 'uploads/poster.webp'), 'poster');
  as = await headersByRole(t, ['registrations'], 'backups');
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const source = () => backupSourceOf(t.handle, t.databaseUrl);

/** Every table's row count and a digest of its rows in a stable order, plus every sequence's position. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const tables = rows<{ name: string }>(
    await db.execute(sql`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`),
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rows<{ count: number; digest: string }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`,
        ),
      ),
    );
    prints[name] = `${row?.count} ${row?.digest}`;
  }
  const sequences = rows<{ name: string }>(
    await db.execute(sql`
      select quote_ident(sequence_schema) || '.' || quote_ident(sequence_name) as name
      from information_schema.sequences order by 1`),
  );
  for (const { name } of sequences) {
    const [row] = rows<{ last: string }>(
      await db.execute(sql.raw(`select last_value || ' ' || is_called as last from ${name}`)),
    );
    prints[`sequence ${name}`] = row?.last ?? '';
  }
  return prints;
}

function filesUnder(dir: string, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(found, filesUnder(path.join(dir, entry.name), relative));
    else found[relative] = readFileSync(path.join(dir, entry.name)).toString('base64');
  }
  return found;
}

/** An empty database of the same kind as the test's, and a way to open it. */
async function emptyTarget() {
  if (t.databaseUrl) {
    const scratch = await createScratchDatabase(inject('postgresTemplateUrl') as string, 'restore', {
      empty: true,
    });
    cleanups.push(scratch.drop);
    return {
      target: { kind: 'postgres' as const, url: scratch.url },
      open: () => openDatabase({ url: scratch.url, poolSize: 2 }),
    };
  }
  const dataDir = path.join(folder, `restored-${Math.random().toString(16).slice(2)}`);
  return { target: { kind: 'pglite' as const, dataDir }, open: () => openDatabase({ dataDir }) };
}

describe('backups [issue 29]', () => {
  let written: { path: string; bytes: number };

  it('round-trips the seeded festival and its uploads through backup and restore, every table equal', async () => {
    const before = await fingerprint(t.db);
    expect(Number(before['public.festivals']?.split(' ')[0])).toBeGreaterThan(0);
    expect(Number(before['public.users']?.split(' ')[0])).toBeGreaterThan(10);

    written = await backUp(t.db, { source: source(), env, now: () => new Date(), trigger: 'command' });
    expect(path.basename(written.path)).toMatch(/^festival-\d{4}-\d{2}-\d{2}T\d{6}Z$/);
    expect(written.bytes).toBeGreaterThan(1000);

    const { target, open } = await emptyTarget();
    const uploadsDir = path.join(folder, `restored-uploads-${target.kind}`);
    await restoreBackup({ from: written.path, target, uploadsDir });
    const restored = await open();
    try {
      const after = await fingerprint(restored.db);
      // The backup's own attempt row was written after the snapshot: the one expected difference.
      delete before['public.backups'];
      delete after['public.backups'];
      const positions = (prints: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(prints)
            .filter(([name]) => name.startsWith('sequence ') && name !== 'sequence public.backups_id_seq')
            .map(([name, last]) => [name, Number.parseInt(last, 10)]),
        );
      const tables = (prints: Record<string, string>) =>
        Object.fromEntries(Object.entries(prints).filter(([name]) => !name.startsWith('sequence ')));
      expect(tables(after)).toEqual(tables(before));
      // A physical copy (PGlite's) may resume a sequence up to 32 further on, as PostgreSQL does
      // after a crash: ids stay unique, never reused.
      const restoredPositions = positions(after);
      for (const [name, last] of Object.entries(positions(before))) {
        expect(restoredPositions[name], name).toBeGreaterThanOrEqual(last);
        expect(restoredPositions[name], name).toBeLessThanOrEqual(last + 32);
      }
    } finally {
      await restored.close();
    }
    expect(filesUnder(uploadsDir)).toEqual(filesUnder(path.join(folder, 'uploads')));

    // Never over a database that has data.
    await expect(restoreBackup({ from: written.path, target, uploadsDir })).rejects.toThrow(/not empty/);
  });

  it('refuses a folder that is not a backup', async () => {
    const { target } = await emptyTarget();
    await expect(restoreBackup({ from: folder, target, uploadsDir: folder })).rejects.toThrow(BackupError);
  });

  it('the scheduled job records each attempt and keeps only the newest BACKUP_KEEP', async () => {
    const job = createBackupJob(source, env);
    expect(job.settings.cron).toBe('0 14 * * *');
    expect(createBackupJob(source, { ...env, BACKUP_SCHEDULE: 'off' }).settings.cron).toBeUndefined();
    for (let n = 0; n < 2; n++) {
      await job.run({ ...t.services, env }, {}, { retryCount: 0, final: true });
    }
    const kept = readdirSync(env.BACKUP_DIR as string).filter((name) => name.startsWith('festival-'));
    expect(kept).toHaveLength(2);
    const attempts = await t.db.select().from(backups);
    expect(attempts.map((a) => a.trigger).sort()).toEqual(['command', 'schedule', 'schedule']);
    expect(attempts.every((a) => a.finishedAt && a.path && !a.error)).toBe(true);
  });

  it('shows administrators the last success and a failure since, and nobody else', async () => {
    const query =
      '{ staffDashboard { backups { schedule keep lastSuccess { name bytes finishedAt } lastFailure { error } } } }';
    const seen = await t.graphql<{ staffDashboard: { backups: Record<string, unknown> | null } }>(
      query,
      {},
      { headers: as.admin },
    );
    expect(seen.data?.staffDashboard.backups).toMatchObject({ schedule: '0 14 * * *', lastFailure: null });

    const failing = { kind: 'postgres' as const, url: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(
      backUp(t.db, { source: failing, env, now: () => new Date(), trigger: 'command' }),
    ).rejects.toThrow(BackupError);
    const after = await t.graphql<{ staffDashboard: { backups: { lastFailure: { error: string } | null } } }>(
      query,
      {},
      { headers: as.admin },
    );
    expect(after.data?.staffDashboard.backups.lastFailure?.error).toMatch(/pg_dump/);

    const staff = await t.graphql<{ staffDashboard: { backups: unknown } }>(
      query,
      {},
      { headers: as.registrations },
    );
    expect(staff.data?.staffDashboard.backups).toBeNull();
    const participant = await t.graphql(query, {}, { headers: as.participant });
    expect(participant.data?.staffDashboard ?? null).toBeNull();
    expect(participant.errors?.length).toBeGreaterThan(0);
  });
});

// parseEnv is what the server reads: the schedule must be a cron line or "off".
describe('backup settings [issue 29]', () => {
  it('accepts a five-field cron line or off, refusing anything else', () => {
    expect(parseEnv({ BACKUP_SCHEDULE: '30 13 * * *' }).BACKUP_SCHEDULE).toBe('30 13 * * *');
    expect(parseEnv({ BACKUP_SCHEDULE: 'off' }).BACKUP_SCHEDULE).toBe('off');
    expect(() => parseEnv({ BACKUP_SCHEDULE: 'daily' })).toThrow(/BACKUP_SCHEDULE/);
  });
});
