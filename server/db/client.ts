import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '#server/project-root';
import { checkMigrations, MIGRATION_LOCK_KEY } from './migrate';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers; a transaction is also a Database, so services take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'server/db/migrations');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies this code's new migrations and returns how many it applied. Refuses (before changing
   * anything) when the database has migrations this code does not know. On PostgreSQL it holds an
   * advisory lock meanwhile, so processes started together migrate once.
   */
  migrate(): Promise<number>;
  close(): Promise<void>;
  /** Connections open, idle, and callers waiting for one (PGlite: always one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it PGlite is used. */
  url?: string;
  /** PGlite data folder; without it PGlite keeps everything in memory. */
  dataDir?: string;
  /** Start PGlite from a dumped data folder (fast test databases). */
  loadDataDir?: Blob | File;
  logger?: Logger;
  poolSize?: number;
  /** Errors of idle pooled connections (e.g. the server restarted); by default they are logged. */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, an idle connection's error (a restarted or dropped server) would crash
    // the process; the pool discards that connection and opens a new one when needed.
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((error) => console.error('Idle database connection failed:', error.message)),
    );
    const db = drizzlePostgres(pool, { schema, logger: options.logger }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // One connection holds the lock and runs every statement, so the lock covers them all.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
          const locked = drizzlePostgres(client, { schema }) as unknown as Database;
          const pending = await checkMigrations(locked, MIGRATIONS_FOLDER);
          if (pending > 0) await migratePostgres(locked as never, { migrationsFolder: MIGRATIONS_FOLDER });
          return pending;
        } finally {
          // Ending the session would release it too; unlocking keeps the pooled connection clean.
          await client
            .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
            .catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // PGlite creates its own folder but not the folders above it.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so there is nobody to lock out.
    async migrate() {
      const pending = await checkMigrations(db, MIGRATIONS_FOLDER);
      if (pending > 0) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      return pending;
    },
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    // The raw client is reachable for test templates through pgliteClient().
    ...{ pglite: client },
  };
}

/** The PGlite instance behind a handle, for dumping test templates. */
export function pgliteClient(handle: DatabaseHandle): PGlite | undefined {
  return (handle as DatabaseHandle & { pglite?: PGlite }).pglite;
}
