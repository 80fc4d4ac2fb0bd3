import { describe, expect, it } from 'vitest';
import { changeLineText, NO_VENUE, sessionChangeLines, venueLabel } from './programme-changes';

const at = (iso: string) => new Date(iso);
const base = {
  startsAt: at('2026-10-03T09:30:00+13:00'),
  endsAt: at('2026-10-03T12:30:00+13:00'),
  venue: 'Basement Theatre',
};

describe('sessionChangeLines [issue 26]', () => {
  it('says nothing when neither time nor venue changed', () => {
    expect(sessionChangeLines(base, { ...base })).toEqual([]);
  });

  it('names the time change old → new in festival time', () => {
    const lines = sessionChangeLines(base, {
      ...base,
      startsAt: at('2026-10-03T13:30:00+13:00'),
      endsAt: at('2026-10-03T16:30:00+13:00'),
    });
    expect(lines).toEqual([
      {
        field: 'time',
        before: 'Saturday, 3 October, 9:30AM–12:30PM',
        after: 'Saturday, 3 October, 1:30PM–4:30PM',
      },
    ]);
    expect(changeLineText(lines[0] as (typeof lines)[0])).toBe(
      'Time: Saturday, 3 October, 9:30AM–12:30PM → Saturday, 3 October, 1:30PM–4:30PM',
    );
  });

  it('lists time and venue together when one save changes both', () => {
    const lines = sessionChangeLines(base, {
      startsAt: at('2026-10-04T09:30:00+13:00'),
      endsAt: at('2026-10-04T12:30:00+13:00'),
      venue: null,
    });
    expect(lines.map((line) => line.field)).toEqual(['time', 'venue']);
    expect(lines[1]).toEqual({ field: 'venue', before: 'Basement Theatre', after: NO_VENUE });
  });

  it('labels a venue with its room', () => {
    expect(venueLabel({ name: 'Te Pou', room: 'Studio' })).toBe('Studio @ Te Pou');
    expect(venueLabel(null)).toBeNull();
  });
});
