import { isoDateInZone } from '#core/festival/dates';

/** A session as the board needs it: when, and anything else the caller carries. */
export interface BoardSession {
  startsAt: string;
  endsAt: string;
  /** Cancelled by staff: never "now" or "next", listed apart so nobody waits for it. */
  cancelled: boolean;
}

export interface VenueBoard<V, S> {
  venue: V;
  /** Under way at `now`. */
  now: S | null;
  /** The first one starting after `now` (after the current one, if any), on any day. */
  next: S | null;
  /** Something is on here on `now`'s festival day (Pacific/Auckland), earlier, now or later. */
  busyToday: boolean;
  /** Cancelled sessions here on `now`'s festival day that have not ended yet. */
  cancelledToday: S[];
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
    const sorted = [...venue.sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    const isToday = (session: S) => isoDateInZone(new Date(session.startsAt)) === today;
    const here = sorted.filter((session) => !session.cancelled);
    const cancelledToday = sorted.filter(
      (session) => session.cancelled && isToday(session) && Date.parse(session.endsAt) > at,
    );
    const current =
      here.find((session) => Date.parse(session.startsAt) <= at && Date.parse(session.endsAt) > at) ?? null;
    const next = here.find((session) => Date.parse(session.startsAt) > at) ?? null;
    const busyToday = here.some(isToday);
    return { venue, now: current, next, busyToday, cancelledToday };
  });
  return [...boards.filter((board) => board.busyToday), ...boards.filter((board) => !board.busyToday)];
}
