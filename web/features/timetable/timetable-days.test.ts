import { describe, expect, it } from 'vitest';
import { groupTimetable, venueLabel } from './timetable-days';

const venue = (id: string, position: number, room: string | null = null) => ({
  id,
  name: `Venue ${id}`,
  room,
  position,
});

describe('timetable grouping [RT-11]', () => {
  it('groups by Auckland day, then venue in venue order, with unplaced sessions last', () => {
    const days = groupTimetable([
      // 2027-09-27 23:00 UTC is already the 28th in Auckland.
      { id: 'late', startsAt: '2027-09-27T23:00:00Z', venue: venue('b', 2) },
      { id: 'early', startsAt: '2027-09-27T20:00:00Z', venue: null },
      { id: 'first', startsAt: '2027-09-27T21:00:00Z', venue: venue('a', 1) },
      { id: 'day-before', startsAt: '2027-09-27T08:00:00Z', venue: venue('a', 1) },
    ]);
    expect(days.map((day) => day.date)).toEqual(['2027-09-27', '2027-09-28']);
    expect(days[1]?.venues.map((v) => [v.label, v.sessions.map((s) => s.id)])).toEqual([
      ['Venue a', ['first']],
      ['Venue b', ['late']],
      ['Venue TBC', ['early']],
    ]);
  });

  it('names a room at its venue', () => {
    expect(venueLabel(venue('x', 1, 'Studio'))).toBe('Studio @ Venue x');
  });
});
