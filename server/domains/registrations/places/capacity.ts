import { count, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { hasRoomFor } from '#core/registrations/availability';
import type { Database } from '#server/db/client';
import { placements } from '#server/db/schema/index';

/**
 * Capacity, in one expression. The database function `session_has_room(capacity, taken, adding)`
 * (migration 0016) is what the capacity trigger checks at COMMIT and what the insert of a place
 * without a lock checks first; `hasRoomFor` in core/registrations/availability.ts is the same
 * expression in TypeScript, for screens and for writers that counted places under the session's
 * lock. capacity.api.test.ts holds the two equal over every small case, so neither can drift.
 */

/** The SQL side: `session_has_room` applied to SQL operands (a capacity, a count, how many more). */
export function hasRoomSql(
  capacity: SQLWrapper | number | null,
  taken: SQLWrapper,
  adding = 1,
): SQL<boolean> {
  return sql<boolean>`session_has_room(${capacity}::int, (${taken})::bigint, ${adding}::int)`;
}

/** The places taken in a session, as a subquery for hasRoomSql. */
export function takenSql(sessionId: SQLWrapper | number): SQL<number> {
  return sql<number>`(select count(*) from ${placements} where ${placements.sessionId} = ${sessionId})`;
}

export async function placesTaken(tx: Database, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ taken: count() })
    .from(placements)
    .where(eq(placements.sessionId, sessionId));
  return row?.taken ?? 0;
}

/** Whether a (locked) session has room for one more now: the TypeScript side, after a count. */
export async function hasRoomNow(
  tx: Database,
  session: { id: number; capacity: number | null },
): Promise<boolean> {
  return hasRoomFor({ capacity: session.capacity, taken: await placesTaken(tx, session.id) });
}
