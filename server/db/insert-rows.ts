import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Inserts many rows in one statement with a single parameter: the rows as one JSON array, unpacked
 * by jsonb_to_recordset. Drizzle's multi-row insert sends a parameter per value, and building and
 * parsing those statements was most of the cost of the 14,000 places, waitlist entries and events
 * a lottery publish writes at 2,000 registrations (issue 32).
 *
 * Every row gives the same fields (the first row's): a field left out or undefined is inserted as
 * NULL, not as its column's default. Dates go as ISO instants, jsonb values as nested JSON.
 * `then` ends the statement (`on conflict … do nothing returning id`); its rows are returned.
 */
export async function insertRows<T extends PgTable, Row = never>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  then?: SQL,
): Promise<Row[]> {
  const [first] = rows;
  if (!first) return [];
  const columns = getTableColumns(table);
  const given = Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    return { key, column };
  });
  const names = sql.join(
    given.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const record = sql.join(
    given.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(given.map(({ key, column }) => [column.name, values[key] ?? null]));
    }),
  );
  const result = await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${record}) ${then ?? sql``}`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}
