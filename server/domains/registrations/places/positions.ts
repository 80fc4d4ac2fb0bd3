import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insertRows } from '#server/db/insert-rows';
import { waitlistEntries } from '#server/db/schema/index';

/**
 * Waitlist positions: one source of truth, stored as 1..n with no gaps ("1 is next"). Every
 * removal closes its gap and every insertion opens one, so what is stored is what people see.
 * Shifts go through negative numbers because the (session, position) uniqueness is checked row
 * by row. Every writer of waitlists (participants, staff, the lottery's publish) goes through here.
 */
async function shiftPositions(
  tx: Database,
  sessionId: number,
  { from, by }: { from: number; by: number },
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ position: sql`-(${waitlistEntries.position} + ${by})` })
    .where(and(eq(waitlistEntries.sessionId, sessionId), gte(waitlistEntries.position, from)));
  await tx
    .update(waitlistEntries)
    .set({ position: sql`-${waitlistEntries.position}` })
    .where(and(eq(waitlistEntries.sessionId, sessionId), lt(waitlistEntries.position, 0)));
}

/**
 * Takes the first in line (one or several) off a session's waitlist and leaves its gap open, for a
 * caller that offers a place to one person after another: a run of people who cannot take it
 * closes its gap once (closeHeadGap) instead of renumbering the whole queue per person (issue 32).
 * Nothing may read or write that queue's positions while the gap is open.
 */
export async function takeFromHead(
  tx: Database,
  { registrationIds, sessionId }: { registrationIds: readonly number[]; sessionId: number },
): Promise<void> {
  if (registrationIds.length === 0) return;
  await tx
    .delete(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.registrationId, [...registrationIds]),
        eq(waitlistEntries.sessionId, sessionId),
      ),
    );
}

/** Closes the gap `takeFromHead` left: everyone after `after` moves up by `gap`. */
export async function closeHeadGap(
  tx: Database,
  sessionId: number,
  { after, gap }: { after: number; gap: number },
): Promise<void> {
  if (gap > 0) await shiftPositions(tx, sessionId, { from: after + 1, by: -gap });
}

/** Takes someone off a waitlist and closes the gap. Returns the entry they had, if any. */
export async function removeWaitlistEntry(
  tx: Database,
  { registrationId, sessionId }: { registrationId: number; sessionId: number },
): Promise<typeof waitlistEntries.$inferSelect | null> {
  const [removed] = await tx
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.registrationId, registrationId), eq(waitlistEntries.sessionId, sessionId)))
    .returning();
  if (!removed) return null;
  await shiftPositions(tx, sessionId, { from: removed.position + 1, by: -1 });
  return removed;
}

/**
 * Puts someone on a (locked) session's waitlist at `position` (1 = next; past the end or null =
 * last), moving them if they are on it already. Returns the position they got.
 */
export async function insertWaitlistEntry(
  tx: Database,
  {
    registrationId,
    sessionId,
    position,
    now,
    joinedThemselves,
  }: {
    registrationId: number;
    sessionId: number;
    position: number | null;
    now: Date;
    /** They asked for it themselves (decision 009: it then counts as preferred to what clashes). */
    joinedThemselves?: boolean;
  },
): Promise<number> {
  // Moved within the queue, they keep when and how they joined it.
  const before = await removeWaitlistEntry(tx, { registrationId, sessionId });
  const [row] = await tx
    .select({ waiting: count() })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.sessionId, sessionId));
  const length = row?.waiting ?? 0;
  const at = Math.min(Math.max(position ?? length + 1, 1), length + 1);
  if (at <= length) await shiftPositions(tx, sessionId, { from: at, by: 1 });
  await tx.insert(waitlistEntries).values({
    registrationId,
    sessionId,
    position: at,
    createdAt: before?.createdAt ?? now,
    joinedThemselves: joinedThemselves ?? before?.joinedThemselves ?? false,
  });
  return at;
}

/** One person's place in a queue being written whole (see writeWaitlists). */
export interface QueuedPerson {
  registrationId: number;
  /** When they joined it (kept when a queue is rewritten); now when new. */
  createdAt?: Date;
  joinedThemselves?: boolean;
}

/**
 * Replaces whole waitlists at once (the lottery's publish): each session's queue becomes the list
 * given, in order, at positions 1..n. Batched, so publishing thousands of entries is a few
 * statements.
 */
export async function writeWaitlists(
  tx: Database,
  lists: ReadonlyMap<number, readonly QueuedPerson[]>,
  now: Date,
): Promise<void> {
  const sessionIds = [...lists.keys()];
  if (sessionIds.length === 0) return;
  await tx.delete(waitlistEntries).where(inArray(waitlistEntries.sessionId, sessionIds));
  const rows = [...lists].flatMap(([sessionId, people]) =>
    people.map((person, index) => ({
      sessionId,
      registrationId: person.registrationId,
      position: index + 1,
      createdAt: person.createdAt ?? now,
      joinedThemselves: person.joinedThemselves ?? false,
    })),
  );
  await insertRows(tx, waitlistEntries, rows);
}
