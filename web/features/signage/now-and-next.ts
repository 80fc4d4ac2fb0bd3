import { isoDateInZone } from '#core/festival/dates';

/** A session as the board needs it: when, and anything else the caller carries. */
export interface BoardSession {
  startsAt: string;
  endsAt: string;
}

export interface VenueBoard<V, S> {
  venue: V;
  /** Under way at `now`. */
  now: S | null;
  /** The first one starting after `now` (after the current one, if any), on any day. */
  next: S | null;
  /** Something is on here on `now`'s festival day (Pacific/Auckland), earlier, now or later. */
  busyToday: boolean;
}

/**
 * Per venue, what is on now and what is next [RT-7]. Every venue gets a board, so a screen never
 * silently drops one: venues with something on today come first, the others after, each group in
 * the given order.
 */
export function nowAndNextByVenue<V extends { id: string }, S extends BoardSession>(
  venues: ReadonlyArray<V & { sessions: readonly S[] }>,
  now: Date,
): Array<VenueBoard<V, S>> {
  const at = now.getTime();
  const today = isoDateInZone(now);
  const boards = venues.map((venue) => {
    const here = [...venue.sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    const current =
      here.find((session) => Date.parse(session.startsAt) <= at && Date.parse(session.endsAt) > at) ?? null;
    const next = here.find((session) => Date.parse(session.startsAt) > at) ?? null;
    const busyToday = here.some((session) => isoDateInZone(new Date(session.startsAt)) === today);
    return { venue, now: current, next, busyToday };
  });
  return [...boards.filter((board) => board.busyToday), ...boards.filter((board) => !board.busyToday)];
}
