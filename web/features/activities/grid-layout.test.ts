import { describe, expect, it } from 'vitest';
import { gridLayout } from './grid-layout';

// 2027-10-03 in Auckland is UTC+13 (daylight time): 10:00 NZDT is 21:00Z the day before.
const at = (time: string) => new Date(`2027-10-03T${time}:00+13:00`).toISOString();
const session = (id: string, start: string, end: string, venue: string | null) => ({
  id,
  startsAt: at(start),
  endsAt: at(end),
  venue: venue ? { id: venue, name: `Venue ${venue}` } : null,
});

describe('programme grid layout [issue 28]', () => {
  const sessions = [
    session('a', '13:30', '16:30', '2'),
    session('b', '10:00', '17:00', '1'),
    session('c', '09:30', '12:30', '2'),
    session('d', '19:00', '21:00', null),
  ];
  const layout = gridLayout('2027-10-03', sessions, (s) => s);

  it('spans the day from the hour before the first start to the hour after the last end', () => {
    expect(layout.firstMinute).toBe(9 * 60);
    expect(layout.slots).toBe(24); // 9:00 to 21:00 in half hours
  });

  it('puts each venue on a row (unknown venue last) and blocks in reading order', () => {
    expect(layout.venues.map((v) => v.id)).toEqual(['1', '2', 'none']);
    expect(layout.blocks.map((b) => b.entry.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('places blocks by half hour; an all-day session spans the whole day and says so', () => {
    const [b, c, a] = layout.blocks;
    expect(b).toMatchObject({ row: 1, columnStart: 3, columnEnd: 17, allDay: true });
    expect(c).toMatchObject({ row: 2, columnStart: 2, columnEnd: 8, allDay: false });
    expect(a).toMatchObject({ row: 2, columnStart: 10, columnEnd: 16 });
  });

  it('leaves out other days and follows the venue order given', () => {
    const other = gridLayout('2027-10-04', sessions, (s) => s);
    expect(other.blocks).toEqual([]);
    expect(gridLayout('2027-10-03', sessions, (s) => s, ['2', '1']).venues.map((v) => v.id)).toEqual([
      '2',
      '1',
      'none',
    ]);
  });
});
