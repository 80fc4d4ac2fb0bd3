import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What start-up checks before migrating: that this code knows every migration the database has
 * (an older release started against a newer database must not run), and how many it will apply.
 */
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/**
 * The key of the PostgreSQL advisory lock every process takes to migrate: processes started
 * together migrate one after another, and the later ones find nothing left to do. (Any number
 * unlikely to be used by another application sharing the server; this is "festival" in ASCII.)
 */
export const MIGRATION_LOCK_KEY = 0x66657374_6976616cn;

interface JournalEntry {
  tag: string;
  when: number;
}

/** This code's migrations, oldest first, from drizzle-kit's journal. */
export function knownMigrations(folder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Refused start-up: printed as it is (one clear paragraph), without a stack. */
/** What the migration check needs of a database (client.ts's Database has it; imports none of it). */
type Database = { execute(query: SQL): PromiseLike<unknown> };

export class DatabaseNewerThanCodeError extends Error {}

/** The `created_at` (journal `when`) of each migration the database has applied, oldest first. */
async function appliedMigrations(db: Database): Promise<number[]> {
  // Both drivers answer execute() with { rows }; drizzle's shared type does not say so.
  const rowsOf = async <T>(query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const [table] = await rowsOf<{ found: string | null }>(
    `select to_regclass('${MIGRATIONS_TABLE}')::text as found`,
  );
  if (!table?.found) return [];
  const rows = await rowsOf<{ created_at: string }>(
    `select created_at from ${MIGRATIONS_TABLE} order by created_at`,
  );
  return rows.map((row) => Number(row.created_at));
}

/**
 * Throws DatabaseNewerThanCodeError when the database has migrations newer than this code's last
 * one; otherwise returns how many of this code's migrations are still to apply.
 */
export async function checkMigrations(db: Database, folder: string): Promise<number> {
  const known = knownMigrations(folder);
  const latest = known.at(-1);
  const applied = await appliedMigrations(db);
  const lastApplied = applied.at(-1) ?? 0;
  const unknown = applied.filter((when) => when > (latest?.when ?? 0));
  if (unknown.length > 0) {
    throw new DatabaseNewerThanCodeError(
      `This release is older than its database: the database has ${unknown.length} migration${
        unknown.length === 1 ? '' : 's'
      } newer than this code's last (${latest?.tag ?? 'none'}), so a newer release has already ` +
        'upgraded it. Start the newer release instead (or, to go back, restore a backup taken ' +
        'before the upgrade: docs/production.md, "Upgrades"). Nothing was changed.',
    );
  }
  return known.filter((entry) => entry.when > lastApplied).length;
}
