import { describe, expect, it } from 'vitest';
import {
  addDays,
  FESTIVAL_TIME_ZONE,
  festivalDays,
  formatDate,
  formatDateRange,
  formatDayHeader,
  formatTime,
  formatTimeRange,
  groupByDayAndPart,
  isoDateInZone,
  isoDateTimeInZone,
  partOfDay,
  slotKeys,
  toFestivalDate,
  zonedInstant,
} from './dates';

const at = (iso: string) => new Date(iso);

// 2026: NZ daylight time ends Sunday 5 April (03:00 NZDT → 02:00 NZST, at 2026-04-04T14:00Z)
// and starts Sunday 27 September (02:00 NZST → 03:00 NZDT, at 2026-09-26T14:00Z).
// Every expectation below is written in UTC, so the host zone cannot make these tests pass.

describe('isoDateTimeInZone: festival time with its offset, for exports', () => {
  it.each([
    ['2026-10-04T21:30:05Z', '2026-10-05T10:30:05+13:00'], // NZDT
    ['2026-06-14T12:00:00Z', '2026-06-15T00:00:00+12:00'], // NZST midnight
    ['2026-04-04T13:59:59Z', '2026-04-05T02:59:59+13:00'], // last second of daylight time
    ['2026-04-04T14:00:00Z', '2026-04-05T02:00:00+12:00'], // the repeated hour, second time
  ])('%s is %s', (instant, expected) => {
    expect(isoDateTimeInZone(at(instant))).toBe(expected);
    // The text names the same instant it came from.
    expect(new Date(expected).getTime()).toBe(at(instant).getTime());
  });
});

describe('isoDateInZone [LF-3]', () => {
  it.each([
    ['2026-10-04T10:59:59Z', '2026-10-04'], // 23:59:59 NZDT
    ['2026-10-04T11:00:00Z', '2026-10-05'], // midnight NZDT, still 4 October in UTC
    ['2026-10-04T23:59:00Z', '2026-10-05'], // just before midnight UTC
    ['2026-10-05T00:00:00Z', '2026-10-05'],
    ['2026-06-14T11:59:59Z', '2026-06-14'], // 23:59:59 NZST
    ['2026-06-14T12:00:00Z', '2026-06-15'], // midnight NZST
    ['2026-12-31T11:00:00Z', '2027-01-01'], // new year in Auckland first
  ])('%s is %s in Auckland', (instant, expected) => {
    expect(isoDateInZone(at(instant))).toBe(expected);
  });

  it('uses Pacific/Auckland', () => {
    expect(FESTIVAL_TIME_ZONE).toBe('Pacific/Auckland');
  });

  it('rejects an invalid date', () => {
    expect(() => isoDateInZone(new Date('nope'))).toThrow(RangeError);
  });

  it('answers each side of a midnight right whatever it was asked before (it remembers the last day)', () => {
    const sequence: Array<[string, string]> = [
      ['2026-09-26T12:00:00Z', '2026-09-27'], // the day clocks go forward (23 hours long)
      ['2026-09-27T10:59:59Z', '2026-09-27'], // 23:59:59 NZDT
      ['2026-09-27T11:00:00Z', '2026-09-28'],
      ['2026-09-27T10:59:59Z', '2026-09-27'], // back again
      ['2026-09-26T11:59:59Z', '2026-09-26'], // 23:59:59 NZST, the day before
      ['2027-04-03T11:00:00Z', '2027-04-04'], // the day clocks go back (25 hours long)
      ['2027-04-04T11:59:59Z', '2027-04-04'], // 23:59:59 NZST
      ['2027-04-04T12:00:00Z', '2027-04-05'],
    ];
    for (const [instant, expected] of sequence) expect(isoDateInZone(at(instant))).toBe(expected);
  });
});

describe('zonedInstant', () => {
  it.each([
    ['2026-10-05', '09:30', '2026-10-04T20:30:00.000Z'], // NZDT, +13
    ['2026-06-15', '09:30', '2026-06-14T21:30:00.000Z'], // NZST, +12
    ['2026-10-05', '00:00', '2026-10-04T11:00:00.000Z'],
    ['2026-10-05', '23:59', '2026-10-05T10:59:00.000Z'],
    ['2026-01-01', '12:00', '2025-12-31T23:00:00.000Z'],
    // spring forward, 27 September 2026
    ['2026-09-27', '01:30', '2026-09-26T13:30:00.000Z'], // still NZST
    ['2026-09-27', '02:30', '2026-09-26T14:30:00.000Z'], // skipped: moved forward to 03:30 NZDT
    ['2026-09-27', '03:30', '2026-09-26T14:30:00.000Z'], // NZDT
    ['2026-09-26', '12:00', '2026-09-26T00:00:00.000Z'], // day before, NZST
    ['2026-09-28', '12:00', '2026-09-27T23:00:00.000Z'], // day after, NZDT
    // fall back, 5 April 2026
    ['2026-04-05', '01:30', '2026-04-04T12:30:00.000Z'], // NZDT
    ['2026-04-05', '02:30', '2026-04-04T13:30:00.000Z'], // happens twice: the earlier (NZDT)
    ['2026-04-05', '03:30', '2026-04-04T15:30:00.000Z'], // NZST
    ['2026-04-04', '12:00', '2026-04-03T23:00:00.000Z'],
    ['2026-04-06', '12:00', '2026-04-06T00:00:00.000Z'],
  ])('%s %s in Auckland is %s', (date, time, expected) => {
    expect(zonedInstant(date, time).toISOString()).toBe(expected);
  });

  it('round-trips with isoDateInZone and formatTime for every hour of a DST-change day', () => {
    for (const date of ['2026-04-05', '2026-09-27', '2026-10-05']) {
      for (let hour = 0; hour < 24; hour++) {
        if (date === '2026-09-27' && hour === 2) continue; // does not exist
        const instant = zonedInstant(date, `${String(hour).padStart(2, '0')}:15`);
        expect(isoDateInZone(instant)).toBe(date);
        expect(formatTime(instant)).toBe(`${hour % 12 === 0 ? 12 : hour % 12}:15${hour < 12 ? 'AM' : 'PM'}`);
      }
    }
  });

  it.each([
    ['2026-02-30', '09:00'],
    ['2026-10-5', '09:00'],
    ['2026-10-05', '24:00'],
    ['2026-10-05', '9.30'],
    ['2026-10-05', '09:60'],
  ])('rejects %s %s', (date, time) => {
    expect(() => zonedInstant(date, time)).toThrow(RangeError);
    // Asked again (answers are remembered), still refused.
    expect(() => zonedInstant(date, time)).toThrow(RangeError);
  });

  it('answers the same instant again as a new Date, so changing one changes nothing else', () => {
    const first = zonedInstant('2026-10-05', '09:30');
    first.setUTCFullYear(1999);
    expect(zonedInstant('2026-10-05', '09:30').toISOString()).toBe('2026-10-04T20:30:00.000Z');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-10-05', 1, '2026-10-06'],
    ['2026-10-31', 1, '2026-11-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-09-26', 2, '2026-09-28'], // across the DST change
    ['2026-10-05', 0, '2026-10-05'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('rejects fractional days', () => {
    expect(() => addDays('2026-10-05', 0.5)).toThrow(RangeError);
  });
});

describe('festivalDays [PG-12]', () => {
  it('lists each day from start to end inclusive', () => {
    expect(festivalDays('2026-09-30', '2026-10-03')).toEqual([
      '2026-09-30',
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
    ]);
  });

  it('takes the Auckland dates of date-times', () => {
    // Auckland midnight of 1 October is 30 September in UTC; 8 October ends at 10:59Z.
    expect(festivalDays('2026-09-30T11:00:00Z', '2026-10-08T10:59:00Z')).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-08',
    ]);
    expect(festivalDays('2026-09-26T13:00:00+00:00', '2026-09-27T14:00:00.000Z')).toEqual([
      '2026-09-27',
      '2026-09-28',
    ]);
  });

  it('has one day when start and end coincide, and none when the end is earlier', () => {
    expect(festivalDays('2026-10-05', '2026-10-05')).toEqual(['2026-10-05']);
    expect(festivalDays('2026-10-05', '2026-10-04')).toEqual([]);
  });

  it('converts date-times via toFestivalDate', () => {
    expect(toFestivalDate('2026-10-04T12:00:00Z')).toBe('2026-10-05');
    expect(toFestivalDate(at('2026-10-04T10:00:00Z'))).toBe('2026-10-04');
    expect(() => toFestivalDate('yesterday')).toThrow(RangeError);
  });
});

describe('partOfDay and slotKeys [PG-2]', () => {
  const nz = (date: string, time: string) => zonedInstant(date, time);
  it.each([
    ['09:30', '12:30', 'morning', ['2026-10-05:am']],
    ['09:30', '13:00', 'morning', ['2026-10-05:am']], // ends at, not after, 13:00
    ['09:30', '13:01', 'allDay', ['2026-10-05:am', '2026-10-05:pm']],
    ['10:00', '16:30', 'allDay', ['2026-10-05:am', '2026-10-05:pm']],
    ['11:59', '17:00', 'allDay', ['2026-10-05:am', '2026-10-05:pm']],
    ['12:00', '17:00', 'afternoon', ['2026-10-05:pm']], // 12:00 is not before 12:00
    ['13:30', '16:30', 'afternoon', ['2026-10-05:pm']],
    ['19:30', '21:00', 'afternoon', ['2026-10-05:pm']],
  ] as const)('%s–%s is %s', (start, end, part, slots) => {
    expect(partOfDay(nz('2026-10-05', start), nz('2026-10-05', end))).toBe(part);
    expect(slotKeys(nz('2026-10-05', start), nz('2026-10-05', end))).toEqual(slots);
  });

  it('uses Auckland wall time, not UTC (10:00 NZDT is 21:00 UTC the day before)', () => {
    const start = at('2026-10-04T21:00:00Z'); // 10:00 on 5 October in Auckland
    const end = at('2026-10-05T03:00:00Z'); // 16:00
    expect(partOfDay(start, end)).toBe('allDay');
    expect(slotKeys(start, end)).toEqual(['2026-10-05:am', '2026-10-05:pm']);
    expect(slotKeys(at('2026-10-04T20:00:00Z'), at('2026-10-04T23:00:00Z'))).toEqual(['2026-10-05:am']);
  });

  it('treats a morning start ending on a later day as all-day', () => {
    expect(partOfDay(nz('2026-10-05', '09:00'), nz('2026-10-06', '01:00'))).toBe('allDay');
  });
});

describe('formatting', () => {
  it.each([
    ['2025-03-03', 'Monday, 3 March'],
    ['2026-10-05', 'Monday, 5 October'],
    ['2026-09-27', 'Sunday, 27 September'],
    ['2027-01-01', 'Friday, 1 January'],
  ])('day header for %s is %s [PG-3]', (date, expected) => {
    expect(formatDayHeader(date)).toBe(expected);
  });

  it('day header of an instant uses the Auckland date [PG-3]', () => {
    expect(formatDayHeader(at('2026-10-04T23:30:00Z'))).toBe('Monday, 5 October');
    expect(formatDayHeader(at('2026-10-04T10:30:00Z'))).toBe('Sunday, 4 October');
  });

  it.each([
    ['2026-10-04T20:30:00Z', '9:30AM'],
    ['2026-10-04T11:00:00Z', '12:00AM'], // midnight
    ['2026-10-04T23:00:00Z', '12:00PM'], // noon
    ['2026-10-04T23:30:00Z', '12:30PM'],
    ['2026-10-05T00:05:00Z', '1:05PM'],
    ['2026-10-05T10:59:00Z', '11:59PM'],
    ['2026-06-15T07:45:00Z', '7:45PM'], // NZST
  ])('formats %s as %s [PG-4]', (instant, expected) => {
    expect(formatTime(at(instant))).toBe(expected);
  });

  it('formats a time range with an en dash [PG-4]', () => {
    expect(formatTimeRange(zonedInstant('2026-10-05', '09:30'), zonedInstant('2026-10-05', '12:30'))).toBe(
      '9:30AM–12:30PM',
    );
    expect(formatTimeRange(zonedInstant('2026-10-05', '13:00'), zonedInstant('2026-10-05', '16:00'))).toBe(
      '1:00PM–4:00PM',
    );
  });

  it.each([
    ['2026-10-05', 'Monday 5 October 2026'],
    ['2026-10-04T11:30:00Z', 'Monday 5 October 2026'],
    ['2026-12-31T11:00:00Z', 'Friday 1 January 2027'],
  ])('formatDate(%s) is %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
    expect(formatDate(value.includes('T') ? at(value) : value)).toBe(expected);
  });

  it.each([
    ['2026-10-01', '2026-10-08', '1–8 October 2026'],
    ['2026-09-28', '2026-10-03', '28 September – 3 October 2026'],
    ['2026-12-30', '2027-01-02', '30 December 2026 – 2 January 2027'],
    ['2026-10-05', '2026-10-05', '5 October 2026'],
    ['2026-09-30T11:00:00Z', '2026-10-08T10:00:00Z', '1–8 October 2026'],
  ])('formatDateRange(%s, %s) is %s', (start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });
});

describe('groupByDayAndPart [PG-2]', () => {
  type Session = { id: string; date: string; start: string; end: string };
  const sessions: Session[] = [
    { id: 'tue-show', date: '2026-10-06', start: '19:30', end: '21:00' },
    { id: 'mon-am-late', date: '2026-10-05', start: '10:00', end: '12:00' },
    { id: 'mon-pm', date: '2026-10-05', start: '13:30', end: '16:30' },
    { id: 'mon-all', date: '2026-10-05', start: '10:00', end: '16:00' },
    { id: 'mon-am', date: '2026-10-05', start: '09:30', end: '12:30' },
    { id: 'mon-am-same', date: '2026-10-05', start: '09:30', end: '12:30' },
    { id: 'sun-late', date: '2026-10-04', start: '23:30', end: '23:59' },
  ];
  const times = (s: Session) => ({
    startsAt: zonedInstant(s.date, s.start),
    endsAt: zonedInstant(s.date, s.end),
  });

  it('groups by Auckland date, then all-day, morning, afternoon, items by start', () => {
    const groups = groupByDayAndPart(sessions, times).map((g) => ({
      date: g.date,
      parts: g.parts.map((p) => [p.part, p.items.map((s) => s.id)]),
    }));
    expect(groups).toEqual([
      { date: '2026-10-04', parts: [['afternoon', ['sun-late']]] },
      {
        date: '2026-10-05',
        parts: [
          ['allDay', ['mon-all']],
          ['morning', ['mon-am', 'mon-am-same', 'mon-am-late']],
          ['afternoon', ['mon-pm']],
        ],
      },
      { date: '2026-10-06', parts: [['afternoon', ['tue-show']]] },
    ]);
  });

  it('returns nothing for no items', () => {
    expect(groupByDayAndPart([], times)).toEqual([]);
  });
});
