import { describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/festival/dates';
import {
  type ClashSession,
  clashesOf,
  findClashes,
  newClashes,
  otherSessionId,
  sessionsOverlap,
} from './timetable-clashes';

const DAY = '2027-10-04';

function session(
  id: string,
  start: string,
  end: string,
  venueId: string | null = 'v1',
  presenterIds: string[] = [],
  extra: Partial<ClashSession> = {},
): ClashSession {
  return {
    id,
    startsAt: zonedInstant(DAY, start),
    endsAt: zonedInstant(DAY, end),
    venueId,
    presenterIds,
    ...extra,
  };
}

describe('timetable clashes (issue 14)', () => {
  it('finds two sessions overlapping in one venue', () => {
    expect(findClashes([session('a', '10:00', '13:00'), session('b', '12:00', '14:00')])).toEqual([
      { kind: 'venue', venueId: 'v1', sessionIds: ['a', 'b'] },
    ]);
  });

  it('does not count a session ending as the next starts', () => {
    const touching = [session('a', '10:00', '13:00'), session('b', '13:00', '16:00')];
    expect(findClashes(touching)).toEqual([]);
    expect(sessionsOverlap(touching[0] as ClashSession, touching[1] as ClashSession)).toBe(false);
  });

  it('finds a full-day session clashing with a morning and an afternoon one, which do not clash with each other', () => {
    const clashes = findClashes([
      session('morning', '10:00', '13:00'),
      session('allDay', '10:00', '17:00'),
      session('afternoon', '14:00', '17:00'),
    ]);
    expect(clashes.map((clash) => [...clash.sessionIds].sort())).toEqual([
      ['allDay', 'morning'],
      ['afternoon', 'allDay'],
    ]);
  });

  it('finds a session lasting the whole day clashing with one inside it, across midnight too', () => {
    const wholeDay: ClashSession = {
      id: 'whole',
      startsAt: zonedInstant(DAY, '00:00'),
      endsAt: zonedInstant('2027-10-05', '00:00'),
      venueId: 'v1',
      presenterIds: [],
    };
    const lateShow: ClashSession = {
      id: 'late',
      startsAt: zonedInstant(DAY, '23:30'),
      endsAt: zonedInstant('2027-10-05', '00:30'),
      venueId: 'v1',
      presenterIds: [],
    };
    const nextMorning = session('next', '00:15', '01:00');
    nextMorning.startsAt = zonedInstant('2027-10-05', '00:15');
    nextMorning.endsAt = zonedInstant('2027-10-05', '01:00');
    expect(findClashes([wholeDay, lateShow, nextMorning]).map((clash) => clash.sessionIds)).toEqual([
      ['whole', 'late'],
      ['late', 'next'],
    ]);
  });

  it('ignores sessions in different venues or with no venue', () => {
    expect(
      findClashes([
        session('a', '10:00', '13:00', 'v1'),
        session('b', '10:00', '13:00', 'v2'),
        session('c', '10:00', '13:00', null),
        session('d', '10:00', '13:00', null),
      ]),
    ).toEqual([]);
  });

  it('finds a presenter in two overlapping sessions in different venues', () => {
    expect(
      findClashes([
        session('a', '10:00', '13:00', 'v1', ['p1', 'p2']),
        session('b', '11:00', '12:00', 'v2', ['p3', 'p1']),
      ]),
    ).toEqual([{ kind: 'presenter', presenterId: 'p1', sessionIds: ['a', 'b'] }]);
  });

  it('reports both kinds when the same pair shares a venue and a presenter, each presenter once', () => {
    const clashes = findClashes([
      session('a', '10:00', '13:00', 'v1', ['p1', 'p1']),
      session('b', '12:30', '14:00', 'v1', ['p1']),
    ]);
    expect(clashes.map((clash) => clash.kind)).toEqual(['venue', 'presenter']);
  });

  it('ignores cancelled sessions', () => {
    const cancelled = session('b', '10:00', '13:00', 'v1', ['p1'], { cancelled: true });
    const live = session('a', '10:00', '13:00', 'v1', ['p1']);
    expect(findClashes([live, cancelled])).toEqual([]);
    expect(clashesOf(live, [cancelled])).toEqual([]);
    expect(clashesOf(cancelled, [live])).toEqual([]);
  });

  it('finds every pair among three overlapping sessions', () => {
    const clashes = findClashes([
      session('a', '10:00', '12:00'),
      session('b', '10:30', '11:00'),
      session('c', '11:30', '12:30'),
    ]);
    expect(clashes.map((clash) => clash.sessionIds)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
    ]);
  });

  it('previews the clashes of one moved session, skipping itself', () => {
    const others = [session('a', '10:00', '13:00', 'v1', ['p1']), session('b', '14:00', '17:00', 'v2')];
    const moved = session('a', '14:30', '15:00', 'v2', ['p1']);
    expect(clashesOf(moved, others)).toEqual([{ kind: 'venue', venueId: 'v2', sessionIds: ['a', 'b'] }]);
    expect(otherSessionId({ kind: 'venue', venueId: 'v2', sessionIds: ['a', 'b'] }, 'a')).toBe('b');
    expect(otherSessionId({ kind: 'venue', venueId: 'v2', sessionIds: ['a', 'b'] }, 'b')).toBe('a');
  });

  it('counts only the clashes a change adds, so an old double booking can still be edited', () => {
    const others = [session('old', '10:00', '13:00', 'v1'), session('other', '15:00', '16:00', 'v1')];
    const before = session('x', '11:00', '12:00', 'v1');
    expect(newClashes(before, session('x', '11:30', '12:30', 'v1'), others)).toEqual([]);
    expect(newClashes(before, session('x', '12:00', '15:30', 'v1'), others)).toEqual([
      { kind: 'venue', venueId: 'v1', sessionIds: ['x', 'other'] },
    ]);
  });

  it('rejects times that are not dates', () => {
    expect(() => findClashes([{ ...session('a', '10:00', '11:00'), startsAt: 'soon' }])).toThrow(RangeError);
  });
});
