import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * A statement every request runs (credentials, the festival, a first look at a session), built once
 * per database handle and then run with new values: Drizzle skips building its SQL and PostgreSQL
 * skips parsing and planning it (node-postgres prepares a named statement once per connection). In
 * a transaction it is built for that transaction each time, since its connection is its own.
 */
export function preparedStatement<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const byHandle = new WeakMap<Database, Prepared>();
  return (db) => {
    if (is(db, PgTransaction)) return build(db);
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
