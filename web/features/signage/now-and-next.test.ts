import { describe, expect, it } from 'vitest';
import { nowAndNextByVenue } from './now-and-next';

const venues = [{ id: '1' }, { id: '2' }, { id: '3' }];
const session = (id: string, venue: string | null, startsAt: string, endsAt: string) => ({
  id,
  startsAt: `2027-10-02T${startsAt}:00+13:00`,
  endsAt: `2027-10-02T${endsAt}:00+13:00`,
  venue: venue ? { id: venue } : null,
});

describe('signage now and next [RT-7]', () => {
  it('finds the current and the following session per venue, leaving idle venues out', () => {
    const sessions = [
      session('b', '1', '13:00', '16:00'),
      session('a', '1', '10:00', '12:00'),
      session('c', '2', '14:00', '15:00'),
      session('d', null, '10:00', '12:00'),
    ];
    const board = nowAndNextByVenue(venues, sessions, new Date('2027-10-02T11:00:00+13:00'));
    expect(board.map((row) => [row.venue.id, row.now?.id ?? null, row.next?.id ?? null])).toEqual([
      ['1', 'a', 'b'],
      ['2', null, 'c'],
    ]);
  });

  it('treats a session ending exactly now as over', () => {
    const board = nowAndNextByVenue(
      venues,
      [session('a', '1', '10:00', '12:00')],
      new Date('2027-10-02T12:00:00+13:00'),
    );
    expect(board).toEqual([]);
  });
});
