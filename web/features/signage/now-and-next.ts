/** A session as the board needs it: when, where (venue id) and anything else the caller carries. */
export interface BoardSession {
  startsAt: string;
  endsAt: string;
  venue: { id: string } | null;
}

export interface VenueBoard<V, S> {
  venue: V;
  /** Under way at `now`. */
  now: S | null;
  /** The first one starting after `now` (after the current one, if any). */
  next: S | null;
}

/**
 * Per venue, what is on now and what is next [RT-7]. Venues keep their given order; venues with
 * neither are left out (a screen full of "nothing" helps nobody); sessions without a venue are
 * ignored, as there is no screen to show them on.
 */
export function nowAndNextByVenue<V extends { id: string }, S extends BoardSession>(
  venues: readonly V[],
  sessions: readonly S[],
  now: Date,
): Array<VenueBoard<V, S>> {
  const at = now.getTime();
  const byStart = [...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return venues
    .map((venue) => {
      const here = byStart.filter((session) => session.venue?.id === venue.id);
      const current =
        here.find((session) => Date.parse(session.startsAt) <= at && Date.parse(session.endsAt) > at) ?? null;
      const next = here.find((session) => Date.parse(session.startsAt) > at) ?? null;
      return { venue, now: current, next };
    })
    .filter((board) => board.now !== null || board.next !== null);
}
