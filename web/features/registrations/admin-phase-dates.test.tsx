import { describe, expect, it } from 'vitest';
import { changedPhaseDates, fromFestivalInput, toFestivalInput } from './admin-phase-dates';

describe('phase dates in festival time [issue 11]', () => {
  it('shows an instant as Auckland wall-clock time, not UTC', () => {
    // 09:00 NZST on 15 August 2027 is 21:00 UTC the day before.
    expect(toFestivalInput('2027-08-14T21:00:00.000Z')).toBe('2027-08-15T09:00');
    // Daylight saving (NZDT, +13:00) in November.
    expect(toFestivalInput('2026-10-31T20:00:00.000Z')).toBe('2026-11-01T09:00');
    expect(toFestivalInput(null)).toBe('');
  });

  it('reads what staff type as Auckland time and round-trips', () => {
    expect(fromFestivalInput('2027-08-15T09:00')).toBe('2027-08-14T21:00:00.000Z');
    expect(fromFestivalInput('2026-11-01T09:00')).toBe('2026-10-31T20:00:00.000Z');
    expect(fromFestivalInput('')).toBeNull();
    for (const iso of ['2027-03-01T10:30:00.000Z', '2027-10-01T11:00:00.000Z'])
      expect(fromFestivalInput(toFestivalInput(iso))).toBe(iso);
  });

  it('sends only the dates that changed, and null for a cleared one', () => {
    const festival = {
      phase: 'Earlybird',
      earlybirdOpensAt: '2026-10-31T20:00:00.000Z',
      earlybirdClosesAt: '2027-07-31T12:00:00.000Z',
      generalOpensAt: '2027-08-14T21:00:00.000Z',
      registrationsCloseAt: null,
    };
    const values = {
      earlybirdOpensAt: '2026-11-01T09:00',
      earlybirdClosesAt: '2027-08-01T00:00',
      generalOpensAt: '2027-08-16T09:00',
      registrationsCloseAt: '',
    };
    expect(changedPhaseDates(festival, values)).toEqual({ generalOpensAt: '2027-08-15T21:00:00.000Z' });
    expect(changedPhaseDates(festival, { ...values, earlybirdOpensAt: '' })).toMatchObject({
      earlybirdOpensAt: null,
    });
  });
});
