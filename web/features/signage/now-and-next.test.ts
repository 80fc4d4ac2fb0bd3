import { describe, expect, it } from 'vitest';
import { nowAndNextByVenue } from './now-and-next';

const session = (id: string, startsAt: string, endsAt: string, day = '2027-10-02', cancelled = false) => ({
  id,
  startsAt: `${day}T${startsAt}:00+13:00`,
  endsAt: `${day}T${endsAt}:00+13:00`,
  cancelled,
});

const venue = (id: string, sessions: ReturnType<typeof session>[]) => ({ id, sessions });

describe('signage now and next [RT-7]', () => {
  it('finds the current and the following session per venue', () => {
    const board = nowAndNextByVenue(
      [
        venue('1', [session('b', '13:00', '16:00'), session('a', '10:00', '12:00')]),
        venue('2', [session('c', '14:00', '15:00')]),
      ],
      new Date('2027-10-02T11:00:00+13:00'),
    );
    expect(
      board.map((row) => [row.venue.id, row.now?.id ?? null, row.next?.id ?? null, row.busyToday]),
    ).toEqual([
      ['1', 'a', 'b', true],
      ['2', null, 'c', true],
    ]);
  });

  it('shows every venue: those with something today first, idle ones after, in their order', () => {
    const board = nowAndNextByVenue(
      [
        venue('quiet', []),
        venue('tomorrow', [session('t', '10:00', '12:00', '2027-10-03')]),
        venue('busy', [session('a', '09:00', '10:00')]),
      ],
      new Date('2027-10-02T11:00:00+13:00'),
    );
    expect(board.map((row) => [row.venue.id, row.busyToday, row.next?.id ?? null])).toEqual([
      ['busy', true, null],
      ['quiet', false, null],
      ['tomorrow', false, 't'],
    ]);
  });

  it('treats a session ending exactly now as over, but the venue as busy today', () => {
    const [row] = nowAndNextByVenue(
      [venue('1', [session('a', '10:00', '12:00')])],
      new Date('2027-10-02T12:00:00+13:00'),
    );
    expect(row).toMatchObject({ now: null, next: null, busyToday: true });
  });

  it('uses the festival day in Auckland, not the viewer’s: 11pm and 1am are different days', () => {
    const [row] = nowAndNextByVenue(
      [venue('1', [session('late', '23:00', '23:30', '2027-10-01')])],
      new Date('2027-10-02T01:00:00+13:00'),
    );
    expect(row?.busyToday).toBe(false);
  });

  it('never shows a cancelled session as now or next; lists today’s still to come apart [issue 26]', () => {
    const [row] = nowAndNextByVenue(
      [
        venue('1', [
          session('gone', '09:00', '10:00', '2027-10-02', true),
          session('on', '10:00', '12:00'),
          session('off', '13:00', '14:00', '2027-10-02', true),
          session('later', '15:00', '16:00'),
          session('tomorrow-off', '10:00', '11:00', '2027-10-03', true),
        ]),
      ],
      new Date('2027-10-02T12:30:00+13:00'),
    );
    expect(row?.now).toBeNull();
    expect(row?.next?.id).toBe('later');
    expect(row?.cancelledToday.map((s) => s.id)).toEqual(['off']);
  });

  it('does not count a day of only cancelled sessions as busy', () => {
    const [row] = nowAndNextByVenue(
      [venue('1', [session('off', '13:00', '14:00', '2027-10-02', true)])],
      new Date('2027-10-02T09:00:00+13:00'),
    );
    expect(row).toMatchObject({ now: null, next: null, busyToday: false });
    expect(row?.cancelledToday).toHaveLength(1);
  });
});
