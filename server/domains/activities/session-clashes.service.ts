import { and, asc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { type ClashSession, newClashes } from '#core/activities/timetable-clashes';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { activities, castMembers, profiles, sessions, venues } from '#server/db/schema/index';
import type { ProfileRow } from '#server/domains/people/index';
import type { SessionRow } from './activities.service';
import { VenueClashError } from './timetable.errors';

/**
 * Clash checks for saving a session (issue 14), through the same rules the timetable previews
 * with (core/activities/timetable-clashes). Venue clashes are refused; presenter clashes are only
 * shown to staff (decision 013).
 */

export type SessionPresenterRow = ProfileRow & { sessionId: number };

/** Who presents each session: its activity's cast and its own, in billing order, each once. */
export async function presentersForSessions(
  db: Database,
  sessionIds: readonly number[],
): Promise<SessionPresenterRow[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ sessionId: sessions.id, profile: profiles })
    .from(sessions)
    .innerJoin(
      castMembers,
      or(eq(castMembers.activityId, sessions.activityId), eq(castMembers.sessionId, sessions.id)),
    )
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .where(inArray(sessions.id, [...sessionIds]))
    .orderBy(asc(castMembers.sessionId), asc(castMembers.position), asc(castMembers.id));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const key = `${row.sessionId}:${row.profile.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...row.profile, sessionId: row.sessionId }];
  });
}

const asClashSession = (row: Pick<SessionRow, 'id' | 'startsAt' | 'endsAt' | 'venueId' | 'cancelledAt'>) => ({
  id: String(row.id),
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  venueId: row.venueId === null ? null : String(row.venueId),
  // Presenter clashes are not refused, so the venue check needs no cast.
  presenterIds: [],
  cancelled: row.cancelledAt !== null,
});

export interface SessionPlacement {
  startsAt: Date;
  endsAt: Date;
  venueId: number | null;
}

/**
 * Refuses a placement that puts a session in a venue beside another live session at the same
 * time, unless that overlap was already there before the change (old data stays editable).
 * Locks the venue row first, so two moves into one free slot cannot both pass the check.
 */
export async function assertNoNewVenueClash(
  tx: Database,
  {
    before,
    after,
  }: {
    before: (SessionPlacement & { id: number; cancelledAt: Date | null }) | null;
    after: SessionPlacement;
  },
): Promise<void> {
  if (after.venueId === null) return;
  await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, after.venueId)).for('update');
  const others = await tx
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.venueId, after.venueId),
        lt(sessions.startsAt, after.endsAt),
        gt(sessions.endsAt, after.startsAt),
        isNull(sessions.cancelledAt),
        before ? ne(sessions.id, before.id) : undefined,
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  if (others.length === 0) return;
  const id = before?.id ?? 0;
  const placed = (placement: SessionPlacement): ClashSession =>
    asClashSession({ ...placement, id, cancelledAt: before?.cancelledAt ?? null });
  // A new session has no earlier placement: everything it overlaps is new.
  const previous: ClashSession = before
    ? placed(before)
    : { ...placed(after), venueId: null, cancelled: true };
  const clashes = newClashes(previous, placed(after), others.map(asClashSession));
  const clashing = others.filter((other) =>
    clashes.some((clash) => clash.sessionIds.includes(String(other.id))),
  );
  if (clashing.length === 0) return;
  throw new VenueClashError(await venueClashMessage(tx, clashing), clashing);
}

async function venueClashMessage(tx: Database, clashing: SessionRow[]): Promise<string> {
  const names = await tx
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(
      inArray(
        activities.id,
        clashing.map((row) => row.activityId),
      ),
    );
  const described = clashing.map((row) => {
    const name = names.find((activity) => activity.id === row.activityId)?.name ?? 'another session';
    return `${name} (${formatDayHeader(row.startsAt)}, ${formatTimeRange(row.startsAt, row.endsAt)})`;
  });
  return `The venue is already booked then: ${described.join('; ')}`;
}
