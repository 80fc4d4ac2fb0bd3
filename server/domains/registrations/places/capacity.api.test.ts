import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRoomFor } from '#core/registrations/availability';
import { createTestApp, type TestApp } from '#server/test/harness';

/**
 * Capacity is one expression (issue 24): the database's session_has_room, which the capacity
 * trigger and the engine's insert use, and core's hasRoomFor, which screens and locked writers use,
 * give the same answer for every small case. Changing one without the other fails here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('capacity in one expression [issue 24]', () => {
  it('session_has_room (SQL) and hasRoomFor (TypeScript) agree on every small case', async () => {
    const cases: Array<[number | null, number, number]> = [];
    for (const capacity of [null, 0, 1, 2, 5])
      for (let taken = 0; taken <= 7; taken += 1)
        for (const adding of [0, 1, 2, 3]) cases.push([capacity, taken, adding]);
    const values = sql.join(
      cases.map(([capacity, taken, adding]) => sql`(${capacity}::int, ${taken}::bigint, ${adding}::int)`),
      sql`, `,
    );
    const result = await t.db.execute(sql`
      select c, n, a, session_has_room(c, n, a) as room from (values ${values}) as v(c, n, a)`);
    const rows = (
      result as unknown as { rows: Array<{ c: number | null; n: number | string; a: number; room: boolean }> }
    ).rows;
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      const capacity = row.c === null ? null : Number(row.c);
      expect([capacity, Number(row.n), Number(row.a), row.room]).toEqual([
        capacity,
        Number(row.n),
        Number(row.a),
        hasRoomFor({ capacity, taken: Number(row.n) }, Number(row.a)),
      ]);
    }
  });
});
