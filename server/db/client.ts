import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers; a transaction is also a Database, so services take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
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
      migrate: () => migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  // PGlite creates its own folder but not the folders above it.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    // The raw client is reachable for test templates through pgliteClient().
    ...{ pglite: client },
  };
}

/** The PGlite instance behind a handle, for dumping test templates. */
export function pgliteClient(handle: DatabaseHandle): PGlite | undefined {
  return (handle as DatabaseHandle & { pglite?: PGlite }).pglite;
}
