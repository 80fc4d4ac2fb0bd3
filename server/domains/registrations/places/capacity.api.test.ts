import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRoomFor } from '#core/registrations/availability';
import { isPlacementRefused } from '#server/db/errors';
import { placements } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createParticipant } from '../factories';
import { smallFestival } from '../small-festival';

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

/**
 * The trigger counts a session once per COMMIT (migration 0023, issue 32): a check that found room
 * under the session's lock stands for the session's other new places, until another statement
 * writes places. Each case must still be refused at COMMIT.
 */
describe('capacity checked once per session at COMMIT [issue 32]', () => {
  const setUp = async (year: number) => {
    const f = await smallFestival(t.db, year, {
      phase: 'general',
      sessions: { A: { part: 'am', capacity: 2 }, B: { part: 'pm', capacity: 2 } },
    });
    const people: number[] = [];
    for (let i = 0; i < 4; i += 1)
      people.push((await createParticipant(t.db, { festivalId: year })).registrationId);
    const place = (registrationId: number, session: 'A' | 'B') => ({
      registrationId,
      sessionId: (f.sessions[session] as { id: number }).id,
      createdAt: f.now,
    });
    const held = async (session: 'A' | 'B') =>
      (
        await t.db
          .select()
          .from(placements)
          .where(eq(placements.sessionId, (f.sessions[session] as { id: number }).id))
      ).length;
    return { people, place, held };
  };
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (failed: unknown) => failed,
    );
    expect(isPlacementRefused(error)).toBe(true);
  };

  it('refuses one statement that fills one session and overfills another', async () => {
    const { people, place, held } = await setUp(2150);
    const [p1, p2, p3] = people as [number, number, number];
    await refusal(
      t.db.transaction(async (tx) => {
        await tx
          .insert(placements)
          .values([place(p1, 'A'), place(p2, 'A'), place(p1, 'B'), place(p2, 'B'), place(p3, 'B')]);
      }),
    );
    expect([await held('A'), await held('B')]).toEqual([0, 0]);
    await t.db.transaction(async (tx) => {
      await tx.insert(placements).values([place(p1, 'A'), place(p2, 'A'), place(p1, 'B')]);
    });
    expect([await held('A'), await held('B')]).toEqual([2, 1]);
  });

  it('checks again at COMMIT a session written after its check', async () => {
    const { people, place, held } = await setUp(2151);
    const [p1, p2, p3] = people as [number, number, number];
    await refusal(
      t.db.transaction(async (tx) => {
        await tx.insert(placements).values([place(p1, 'A'), place(p2, 'A')]);
        // The deferred checks run now and find room; the place after them must be checked again.
        await tx.execute(sql`set constraints placements_capacity immediate`);
        await tx.execute(sql`set constraints placements_capacity deferred`);
        await tx.insert(placements).values(place(p3, 'A'));
      }),
    );
    expect(await held('A')).toBe(0);
  });
});
