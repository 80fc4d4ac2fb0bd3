import { describe, expect, it } from 'vitest';
import { festivalStage, registrationCallToAction } from './home';

const festival = { startDate: '2027-10-02', endDate: '2027-10-09' };

describe('festivalStage', () => {
  it('reads today in Pacific/Auckland [LF-3]', () => {
    // 11:30 UTC on 1 October is 00:30 on 2 October in Auckland (NZDT).
    expect(festivalStage(festival, new Date('2027-10-01T10:59:00Z'))).toBe('before');
    expect(festivalStage(festival, new Date('2027-10-01T11:30:00Z'))).toBe('during');
    expect(festivalStage(festival, new Date('2027-10-09T10:00:00Z'))).toBe('during');
    expect(festivalStage(festival, new Date('2027-10-09T11:30:00Z'))).toBe('after');
  });
});

describe('registrationCallToAction', () => {
  it('matches the festival phase and links nowhere but /register', () => {
    expect(registrationCallToAction('Pending', '2026-10-31T20:00:00Z')).toEqual({
      label: 'Registration opens Sunday 1 November 2026',
      isOpen: false,
    });
    expect(registrationCallToAction('Pending', null).label).toBe('Registration opens soon');
    expect(registrationCallToAction('Earlybird', null)).toEqual({
      label: 'Register and rank your workshops',
      isOpen: true,
    });
    expect(registrationCallToAction('Paused', null)).toEqual({
      label: 'The lottery is running',
      isOpen: false,
    });
    expect(registrationCallToAction('General', null)).toEqual({
      label: 'Register now — first come, first served',
      isOpen: true,
    });
    expect(registrationCallToAction('Closed', null)).toEqual({
      label: 'Registration has closed',
      isOpen: false,
    });
  });
});
