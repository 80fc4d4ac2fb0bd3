import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '#server/db/client';
import { knownMigrations, MIGRATIONS_TABLE } from '#server/db/migrate';
import { users } from '#server/db/schema/index';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { createScratchDatabase } from '#server/test/postgres';
import { printedText, ROOT, spawnScript, startServerProcess, stopProcess } from '#server/test/server-process';

/**
 * Issue 29: what a festival team meets when it runs the server for real: the start-up lines say
 * only what is true, the first administrator is made with `npm run admin:create`, an older release
 * refuses a newer database, and processes started together migrate once.
 */
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'festival-startup-'));
  scratch.push(dir);
  return dir;
};

/** Runs a CLI script to its end; returns its exit code and everything it printed. */
function runScript(script: string, env: Record<string, string>, args: string[] = [], input = '') {
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', BANK_ACCOUNT_NUMBER: '12-3456-7890123-00', ...env },
      input,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: 300_000,
    });
    return { code: 0, out };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, out: `${failed.stdout}${failed.stderr}` };
  }
}

const adminCreate = (env: Record<string, string>, email: string, input = '') =>
  runScript('server/cli/admin-create.ts', env, ['--email', email], input);

describe('start-up on the embedded database, without the demo', () => {
  it('names no demo login, says how to make the first administrator, and admin:create makes one [issue 29]', async () => {
    const env = { DATA_DIR: dataDir(), SEED_DEMO: 'false' };
    const first = await startServerProcess('no-demo', env, 400_000);
    expect(await stopProcess(first)).toBe(0);
    const banner = printedText(first);
    expect(banner).not.toContain('Demo staff login');
    expect(banner).not.toContain(DEMO_STAFF.password);
    expect(banner).toContain('No administrator yet: npm run admin:create -- --email');
    expect(banner).toMatch(/\d+ migrations applied/);

    // A weak password is refused, whether it comes from the environment or piped in.
    const weak = adminCreate({ ...env, ADMIN_PASSWORD: 'festival2027' }, 'boss@example.org');
    expect(weak.code).toBe(1);
    expect(weak.out).toMatch(/too easy to guess|at least 12/);
    const short = adminCreate(env, 'boss@example.org', 'short\n');
    expect(short.code).toBe(1);
    expect(short.out).toContain('at least 12 characters');
    expect(adminCreate(env, 'not-an-email').out).toContain('Usage: npm run admin:create -- --email');

    const created = adminCreate({ ...env, ADMIN_PASSWORD: 'plum-kettle-harbour-91' }, 'Boss@Example.org');
    expect(created.out).toContain('Created the administrator boss@example.org');
    expect(created.code).toBe(0);
    const piped = adminCreate(env, 'second@example.org', 'another-long-Passphrase-7\n');
    expect(piped.out).toContain('Created the administrator second@example.org');
    // Run again for an existing account: nothing is overwritten.
    const again = adminCreate({ ...env, ADMIN_PASSWORD: 'a-different-password-55' }, 'boss@example.org');
    expect(again.out).toContain('already an administrator; nothing changed');

    const second = await startServerProcess('no-demo-again', env, 400_000);
    expect(await stopProcess(second)).toBe(0);
    expect(printedText(second)).not.toContain('No administrator yet');
    expect(printedText(second)).not.toContain('migrations applied');

    // The accounts hold the passwords given, with the admin permission.
    const database = await openDatabase({ dataDir: path.join(env.DATA_DIR, 'db') });
    const accounts = await database.db.select().from(users).orderBy(users.email);
    await database.close();
    expect(accounts.map((user) => [user.email, user.permissions])).toEqual([
      ['boss@example.org', ['admin']],
      ['second@example.org', ['admin']],
    ]);
    expect(await verify(accounts[0]?.passwordHash ?? '', 'plum-kettle-harbour-91')).toBe(true);
    expect(await verify(accounts[1]?.passwordHash ?? '', 'another-long-Passphrase-7')).toBe(true);
  }, 1_800_000);

  it('refuses to start without BANK_ACCOUNT_NUMBER, naming it [issue 29]', async () => {
    const server = spawnScript('no-bank', 'server/main.ts', {
      NODE_ENV: 'test',
      DATA_DIR: dataDir(),
      SEED_DEMO: 'false',
      BANK_ACCOUNT_NUMBER: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.errors()).toContain('BANK_ACCOUNT_NUMBER: required when SEED_DEMO=false');
  }, 240_000);
});

describe('start-up with the demo', () => {
  it('names the demo login, which works [issue 29]', async () => {
    const server = await startServerProcess('demo', { DATA_DIR: dataDir(), SEED_DEMO: 'true' }, 400_000);
    expect(await stopProcess(server)).toBe(0);
    expect(printedText(server)).toContain(`Demo staff login: ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
    expect(printedText(server)).toContain('demo festival seeded');
  }, 420_000);
});

describe('a release older than its database', () => {
  it('refuses to start or migrate, and changes nothing [issue 29]', async () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, SEED_DEMO: 'false' };
    expect(runScript('server/cli/migrate.ts', env).out).toMatch(/Applied \d+ migrations \(pglite\)/);
    expect(runScript('server/cli/migrate.ts', env).out).toContain('The database is up to date (pglite)');
    // A newer release's migration, as it would have recorded it.
    const latest = knownMigrations(MIGRATIONS_FOLDER).at(-1)?.when ?? 0;
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    await database.db.execute(
      sql.raw(
        `insert into ${MIGRATIONS_TABLE} (hash, created_at) values ('from-the-future', ${latest + 1000})`,
      ),
    );
    await database.close();

    const server = spawnScript('older', 'server/main.ts', {
      NODE_ENV: 'test',
      PORT: '0',
      BANK_ACCOUNT_NUMBER: '12-3456-7890123-00',
      ...env,
    });
    expect(await server.exited).toBe(1);
    expect(server.errors()).toContain('This release is older than its database');
    expect(server.errors()).not.toMatch(/\n\s+at /);
    const migrate = runScript('server/cli/migrate.ts', env);
    expect(migrate.code).toBe(1);
    expect(migrate.out).toContain('This release is older than its database');
  }, 900_000);
});

const templateUrl = inject('postgresTemplateUrl');

describe.skipIf(!templateUrl)('migrating on PostgreSQL', () => {
  it('three processes started at once on an empty database migrate it once [issue 29]', async () => {
    const empty = await createScratchDatabase(templateUrl as string, 'migrate', { empty: true });
    try {
      const env = { NODE_ENV: 'test', DATABASE_URL: empty.url };
      const processes = [1, 2, 3].map((n) => spawnScript(`migrate-${n}`, 'server/cli/migrate.ts', env));
      const codes = await Promise.all(processes.map((p) => p.exited));
      const outputs = processes.map((p) => `${printedText(p)}${p.errors()}`);
      expect(codes, outputs.join('\n')).toEqual([0, 0, 0]);
      const known = knownMigrations(MIGRATIONS_FOLDER).length;
      expect(outputs.filter((out) => out.includes(`Applied ${known} migrations (postgres)`))).toHaveLength(1);
      expect(outputs.filter((out) => out.includes('The database is up to date'))).toHaveLength(2);
      const database = await openDatabase({ url: empty.url, poolSize: 1 });
      const rows = (await database.db.execute(
        sql.raw(`select hash from ${MIGRATIONS_TABLE}`),
      )) as unknown as {
        rows: unknown[];
      };
      expect(rows.rows).toHaveLength(known);
      // The schema is whole: the users table answers.
      expect(await database.db.select().from(users)).toEqual([]);
      await database.close();
    } finally {
      await empty.drop();
    }
  }, 180_000);
});

describe('npm run backup and npm run restore', () => {
  const backupFolder = (out: string) => /Backup written: (\S+)/.exec(out)?.[1] ?? '';
  const countUsers = async (options: { dataDir?: string; url?: string }) => {
    const database = await openDatabase({ ...options, poolSize: 1 });
    try {
      return (await database.db.select().from(users)).length;
    } finally {
      await database.close();
    }
  };

  it('back up a PGlite festival and restore it into an empty folder, refusing one with data [issue 29]', async () => {
    const source = { DATA_DIR: dataDir(), SEED_DEMO: 'false' };
    expect(runScript('server/cli/migrate.ts', source).code).toBe(0);
    expect(
      adminCreate({ ...source, ADMIN_PASSWORD: 'a long enough passphrase' }, 'boss@example.org').code,
    ).toBe(0);
    const backup = runScript('server/cli/backup.ts', source);
    expect(backup.code, backup.out).toBe(0);
    const folder = backupFolder(backup.out);
    expect(folder.startsWith(path.join(source.DATA_DIR, 'backups', 'festival-'))).toBe(true);

    const target = { DATA_DIR: dataDir(), SEED_DEMO: 'false' };
    const restore = runScript('server/cli/restore.ts', target, [folder]);
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain('Restored the backup of');
    expect(await countUsers({ dataDir: path.join(target.DATA_DIR, 'db') })).toBe(1);

    const again = runScript('server/cli/restore.ts', target, [folder]);
    expect(again.code).toBe(1);
    expect(again.out).toContain('is not empty');
    expect(runScript('server/cli/restore.ts', target).out).toContain('Usage: npm run restore -- FOLDER');
  }, 600_000);

  it.skipIf(!templateUrl)(
    'back up the seeded festival on PostgreSQL and restore it into an empty database [issue 29]',
    async () => {
      const seeded = await createScratchDatabase(templateUrl as string, 'backup');
      const empty = await createScratchDatabase(templateUrl as string, 'restored', { empty: true });
      try {
        const backup = runScript('server/cli/backup.ts', { DATABASE_URL: seeded.url, DATA_DIR: dataDir() });
        expect(backup.code, backup.out).toBe(0);
        const restore = runScript('server/cli/restore.ts', { DATABASE_URL: empty.url, DATA_DIR: dataDir() }, [
          backupFolder(backup.out),
        ]);
        expect(restore.code, restore.out).toBe(0);
        expect(await countUsers({ url: empty.url })).toBe(await countUsers({ url: seeded.url }));
        const again = runScript('server/cli/restore.ts', { DATABASE_URL: seeded.url, DATA_DIR: dataDir() }, [
          backupFolder(backup.out),
        ]);
        expect(again.out).toContain('The database is not empty');
      } finally {
        await seeded.drop();
        await empty.drop();
      }
    },
    300_000,
  );
});
