import { describe, expect, it } from 'vitest';
import { type CalendarEntry, groupCalendarByDay } from './my-calendar';

function entry(id: string, startsAt: string, kind: CalendarEntry['kind'] = 'Workshop'): CalendarEntry {
  return {
    id: `${kind}:${id}`,
    kind,
    waitlistPlace: kind === 'Waitlist' ? 2 : null,
    role: null,
    via: null,
    session: {
      id,
      startsAt,
      endsAt: startsAt,
      venue: null,
      activity: {
        id: `a${id}`,
        name: `Activity ${id}`,
        slug: `activity-${id}`,
        type: 'Workshop',
        presenters: [],
      },
    },
  };
}

describe('groupCalendarByDay', () => {
  it('groups by the Pacific/Auckland day, in start order [LF-3]', () => {
    // 11:30 UTC on 4 October is 00:30 on 5 October in Auckland (NZDT).
    const days = groupCalendarByDay([
      entry('3', '2027-10-05T01:00:00Z'),
      entry('1', '2027-10-04T11:30:00Z'),
      entry('2', '2027-10-04T10:00:00Z', 'Waitlist'),
    ]);
    expect(days.map((d) => [d.date, d.entries.map((e) => e.session.id)])).toEqual([
      ['2027-10-04', ['2']],
      ['2027-10-05', ['1', '3']],
    ]);
  });
});
