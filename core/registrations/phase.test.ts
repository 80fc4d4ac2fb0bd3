import { describe, expect, it } from 'vitest';
import { type FestivalPhaseDates, festivalPhase, registrationsCloseAt } from './phase';

const nzif2027: FestivalPhaseDates = {
  endDate: '2027-10-09',
  earlybirdOpensAt: new Date('2026-11-01T00:00:00Z'),
  earlybirdClosesAt: new Date('2027-08-01T00:00:00Z'),
  generalOpensAt: new Date('2027-08-15T00:00:00Z'),
  registrationsCloseAt: new Date('2027-10-01T00:00:00Z'),
};

describe('festivalPhase', () => {
  it.each([
    ['2026-10-31T23:59:59Z', 'pending'],
    ['2026-11-01T00:00:00Z', 'earlybird'],
    ['2027-07-31T23:59:59Z', 'earlybird'],
    ['2027-08-01T00:00:00Z', 'paused'],
    ['2027-08-14T23:59:59Z', 'paused'],
    ['2027-08-15T00:00:00Z', 'general'],
    ['2027-09-30T23:59:59Z', 'general'],
    ['2027-10-01T00:00:00Z', 'closed'],
  ])('at %s the phase is %s', (now, phase) => {
    expect(festivalPhase(nzif2027, new Date(now))).toBe(phase);
  });

  it('is pending while no opening date is set', () => {
    const none = { ...nzif2027, earlybirdOpensAt: null, earlybirdClosesAt: null, generalOpensAt: null };
    expect(festivalPhase(none, new Date('2027-09-01T00:00:00Z'))).toBe('pending');
  });

  it('stays paused when general has no opening date', () => {
    const noGeneral = { ...nzif2027, generalOpensAt: null, registrationsCloseAt: null };
    expect(festivalPhase(noGeneral, new Date('2027-09-01T00:00:00Z'))).toBe('paused');
  });

  it('runs earlybird until general opens when earlybird has no closing date', () => {
    const open = { ...nzif2027, earlybirdClosesAt: null };
    expect(festivalPhase(open, new Date('2027-08-10T00:00:00Z'))).toBe('earlybird');
    expect(festivalPhase(open, new Date('2027-08-16T00:00:00Z'))).toBe('general');
  });

  it('goes straight to general without an earlybird', () => {
    const generalOnly = { ...nzif2027, earlybirdOpensAt: null, earlybirdClosesAt: null };
    expect(festivalPhase(generalOnly, new Date('2027-08-01T00:00:00Z'))).toBe('pending');
    expect(festivalPhase(generalOnly, new Date('2027-08-20T00:00:00Z'))).toBe('general');
  });

  it('closes at midnight after the last day when no closing date is set', () => {
    const open = { ...nzif2027, registrationsCloseAt: null };
    // 2027-10-10 00:00 in Auckland (NZDT, +13) is 2027-10-09 11:00 UTC.
    expect(registrationsCloseAt(open).toISOString()).toBe('2027-10-09T11:00:00.000Z');
    expect(festivalPhase(open, new Date('2027-10-09T10:59:59Z'))).toBe('general');
    expect(festivalPhase(open, new Date('2027-10-09T11:00:00Z'))).toBe('closed');
  });
});
