import { isoDateInZone, partOfDay, zonedParts } from '#core/festival/dates';

/** Pure layout of the programme grid (venues × time for one day) [issue 28]; unit tested. */

const SLOT_MINUTES = 30;

export interface GridSession {
  id: string;
  startsAt: string;
  endsAt: string;
  venue?: { id: string; name: string } | null;
}

export interface GridBlock<E> {
  entry: E;
  row: number;
  /** 1-based grid columns after the venue column: [start, end). */
  columnStart: number;
  columnEnd: number;
  allDay: boolean;
}

export interface GridLayout<E> {
  venues: { id: string; name: string }[];
  /** Minutes after midnight (festival time) of the first slot. */
  firstMinute: number;
  slots: number;
  blocks: GridBlock<E>[];
}

const NO_VENUE = { id: 'none', name: 'Venue to be announced' };

function minuteOfDay(instant: Date, day: string): number {
  const parts = zonedParts(instant);
  const sameDay = isoDateInZone(instant) === day;
  // A session running past midnight ends at the end of the grid's day.
  return sameDay ? parts.hour * 60 + parts.minute : 24 * 60;
}

/**
 * The day's sessions placed on a grid of half hours, one row per venue (in the order venues are
 * given, then "to be announced"), blocks in reading order (row, then time) so Tab walks them so.
 */
export function gridLayout<E>(
  day: string,
  entries: readonly E[],
  sessionOf: (entry: E) => GridSession,
  venueOrder: readonly string[] = [],
): GridLayout<E> {
  const today = entries.filter((entry) => isoDateInZone(new Date(sessionOf(entry).startsAt)) === day);
  const venues = new Map<string, { id: string; name: string }>();
  for (const entry of today) {
    const venue = sessionOf(entry).venue ?? NO_VENUE;
    venues.set(venue.id, { id: venue.id, name: venue.name });
  }
  const rank = (id: string) => {
    if (id === NO_VENUE.id) return Number.MAX_SAFE_INTEGER;
    const index = venueOrder.indexOf(id);
    return index === -1 ? venueOrder.length : index;
  };
  const rows = [...venues.values()].sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
  if (today.length === 0) return { venues: [], firstMinute: 0, slots: 0, blocks: [] };
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const entry of today) {
    const session = sessionOf(entry);
    first = Math.min(first, minuteOfDay(new Date(session.startsAt), day));
    last = Math.max(last, minuteOfDay(new Date(session.endsAt), day));
  }
  // Whole hours either side, so the time labels fall on the hour.
  const firstMinute = Math.floor(first / 60) * 60;
  const lastMinute = Math.ceil(last / 60) * 60;
  const slots = Math.max(1, (lastMinute - firstMinute) / SLOT_MINUTES);
  const column = (minute: number) => Math.round((minute - firstMinute) / SLOT_MINUTES) + 1;
  const blocks = today
    .map((entry) => {
      const session = sessionOf(entry);
      const startsAt = new Date(session.startsAt);
      const endsAt = new Date(session.endsAt);
      const columnStart = column(minuteOfDay(startsAt, day));
      return {
        entry,
        row: rows.findIndex((venue) => venue.id === (session.venue ?? NO_VENUE).id) + 1,
        columnStart,
        columnEnd: Math.max(columnStart + 1, column(minuteOfDay(endsAt, day))),
        allDay: partOfDay(startsAt, endsAt) === 'allDay',
      };
    })
    .sort((a, b) => a.row - b.row || a.columnStart - b.columnStart);
  return { venues: rows, firstMinute, slots, blocks };
}
