import { describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/festival/dates';
import {
  assignLanes,
  canMoveSession,
  columnAt,
  describeClash,
  dropTarget,
  gridRange,
  instantAt,
  minutesIntoDay,
  snapMinutes,
  stepTarget,
} from './timetable-grid';

const DAY = '2027-10-04';
const iso = (date: string, time: string) => zonedInstant(date, time).toISOString();

describe('timetable grid arithmetic (issue 14)', () => {
  it('counts festival-time minutes into the day, past midnight too, and back', () => {
    expect(minutesIntoDay(DAY, iso(DAY, '10:30'))).toBe(630);
    expect(minutesIntoDay(DAY, iso('2027-10-05', '00:30'))).toBe(1470);
    expect(instantAt(DAY, 630).toISOString()).toBe(iso(DAY, '10:30'));
    expect(instantAt(DAY, 1470).toISOString()).toBe(iso('2027-10-05', '00:30'));
  });

  it('keeps wall-clock minutes on the night clocks go forward', () => {
    // 2027-09-26: NZ daylight saving starts at 02:00 (clocks jump to 03:00).
    expect(minutesIntoDay('2027-09-26', iso('2027-09-26', '10:00'))).toBe(600);
    expect(instantAt('2027-09-26', 600).toISOString()).toBe(iso('2027-09-26', '10:00'));
  });

  it('snaps to the nearest quarter hour', () => {
    expect(snapMinutes(607)).toBe(600);
    expect(snapMinutes(608)).toBe(615);
    expect(snapMinutes(622.5)).toBe(630);
    expect(snapMinutes(-8)).toBe(-15);
  });

  it('shows 08:00–23:00 at least, widened in whole hours to fit early and late sessions', () => {
    expect(gridRange(DAY, [])).toEqual({ start: 480, end: 1380 });
    expect(
      gridRange(DAY, [
        { startsAt: iso(DAY, '07:30'), endsAt: iso(DAY, '09:00') },
        { startsAt: iso(DAY, '21:30'), endsAt: iso('2027-10-05', '00:30') },
      ]),
    ).toEqual({ start: 420, end: 1500 });
  });

  it('maps a pointer to a column, clamped to the grid', () => {
    expect(columnAt(0, 150, 4)).toBe(0);
    expect(columnAt(149.9, 150, 4)).toBe(0);
    expect(columnAt(150, 150, 4)).toBe(1);
    expect(columnAt(-40, 150, 4)).toBe(0);
    expect(columnAt(10_000, 150, 4)).toBe(3);
    expect(columnAt(50, 150, 0)).toBe(0);
  });

  it('drops a dragged session on the snapped time under the pointer, inside the grid', () => {
    const origin = { startMinute: 600, durationMinutes: 180, column: 0 };
    const range = { start: 480, end: 1380 };
    // 2 px a minute: 50 px down is 25 minutes, which snaps to 30.
    expect(dropTarget(origin, { dy: 50, pixelsPerMinute: 2, column: 2, range })).toEqual({
      startMinute: 630,
      column: 2,
    });
    expect(dropTarget(origin, { dy: -1000, pixelsPerMinute: 1, column: 0, range }).startMinute).toBe(480);
    // Its end stays inside the grid: a 3-hour session starts by 20:00 at the latest.
    expect(dropTarget(origin, { dy: 5000, pixelsPerMinute: 1, column: 0, range }).startMinute).toBe(1200);
  });

  it('steps a carried session by 15 minutes and by one venue with the arrow keys, within the grid', () => {
    const context = { durationMinutes: 60, columns: 3, range: { start: 480, end: 1380 } };
    const at = { startMinute: 600, column: 1 };
    expect(stepTarget(at, 'ArrowDown', context)).toEqual({ startMinute: 615, column: 1 });
    expect(stepTarget(at, 'ArrowUp', context)).toEqual({ startMinute: 585, column: 1 });
    expect(stepTarget(at, 'ArrowLeft', context)).toEqual({ startMinute: 600, column: 0 });
    expect(stepTarget(at, 'ArrowRight', context)).toEqual({ startMinute: 600, column: 2 });
    expect(stepTarget({ startMinute: 480, column: 0 }, 'ArrowUp', context).startMinute).toBe(480);
    expect(stepTarget({ startMinute: 480, column: 0 }, 'ArrowLeft', context).column).toBe(0);
    expect(stepTarget({ startMinute: 1320, column: 2 }, 'ArrowDown', context).startMinute).toBe(1320);
    expect(stepTarget({ startMinute: 1320, column: 2 }, 'ArrowRight', context).column).toBe(2);
  });

  it('puts overlapping sessions of a column side by side and touching ones in one lane', () => {
    const { lanes, count } = assignLanes([
      { id: 'a', startsAt: iso(DAY, '10:00'), endsAt: iso(DAY, '13:00') },
      { id: 'b', startsAt: iso(DAY, '12:00'), endsAt: iso(DAY, '14:00') },
      { id: 'c', startsAt: iso(DAY, '13:00'), endsAt: iso(DAY, '15:00') },
    ]);
    expect(Object.fromEntries(lanes)).toEqual({ a: 0, b: 1, c: 0 });
    expect(count).toBe(2);
  });

  it('words each kind of clash, naming the other session', () => {
    const names = {
      session: (id: string) => `session ${id}`,
      venue: (id: string) => `venue ${id}`,
      person: (id: string) => `person ${id}`,
    };
    expect(describeClash({ kind: 'venue', venueId: 'v', sessionIds: ['m', 'o'] }, 'm', names)).toBe(
      'Venue clash: venue v already has session o then',
    );
    expect(describeClash({ kind: 'presenter', presenterId: 'p', sessionIds: ['o', 'm'] }, 'm', names)).toBe(
      'Presenter clash: person p is also in session o',
    );
  });
});

describe('canMoveSession [issue 14]', () => {
  it('offers moving only live sessions of kinds the viewer manages', () => {
    expect(canMoveSession({ cancelled: false, activity: { canEdit: true } })).toBe(true);
    // A kind the viewer does not manage (e.g. a workshop for a shows manager) is read-only.
    expect(canMoveSession({ cancelled: false, activity: { canEdit: false } })).toBe(false);
    // The server refuses to move a cancelled session, so neither is offered.
    expect(canMoveSession({ cancelled: true, activity: { canEdit: true } })).toBe(false);
    expect(canMoveSession({ cancelled: true, activity: { canEdit: false } })).toBe(false);
  });
});
