import { isoDateInZone } from '#core/festival/dates';

/** What the timetable needs of a session. */
export interface TimetableSession {
  id: string;
  startsAt: string;
  venue?: { id: string; name: string; room?: string | null; position: number } | null;
}

export interface TimetableDay<T extends TimetableSession> {
  /** Auckland ISO date. */
  date: string;
  venues: Array<{ key: string; label: string; sessions: T[] }>;
}

export function venueLabel(venue: TimetableSession['venue']): string {
  if (!venue) return 'Venue TBC';
  return venue.room ? `${venue.room} @ ${venue.name}` : venue.name;
}

/**
 * Sessions by the Auckland day they start on, then by venue in the venues' own order (sessions
 * without a venue last), keeping the order the server gave within a venue (by start time).
 */
export function groupTimetable<T extends TimetableSession>(sessions: readonly T[]): TimetableDay<T>[] {
  const days = new Map<string, Map<string, { label: string; position: number; sessions: T[] }>>();
  for (const session of sessions) {
    const date = isoDateInZone(new Date(session.startsAt));
    const venues = days.get(date) ?? new Map();
    days.set(date, venues);
    const key = session.venue?.id ?? 'none';
    const group = venues.get(key) ?? {
      label: venueLabel(session.venue),
      position: session.venue?.position ?? Number.MAX_SAFE_INTEGER,
      sessions: [],
    };
    venues.set(key, group);
    group.sessions.push(session);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, venues]) => ({
      date,
      venues: [...venues.entries()]
        .sort(([, a], [, b]) => a.position - b.position || a.label.localeCompare(b.label))
        .map(([key, group]) => ({ key, label: group.label, sessions: group.sessions })),
    }));
}
