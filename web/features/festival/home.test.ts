import { describe, expect, it } from 'vitest';
import { festivalStage } from './home';

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
