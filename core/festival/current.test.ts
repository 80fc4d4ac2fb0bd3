import { describe, expect, it } from 'vitest';
import { currentFestivalAmong } from './current';

const festival = (id: number, startDate: string, endDate: string, isCurrent = false) => ({
  id,
  startDate,
  endDate,
  isCurrent,
});
const years = [festival(2027, '2027-10-01', '2027-10-08'), festival(2026, '2026-10-02', '2026-10-09')];

describe('the current festival', () => {
  it('is the one staff chose, whatever the dates', () => {
    const chosen = [
      festival(2027, '2027-10-01', '2027-10-08', true),
      festival(2026, '2026-10-02', '2026-10-09'),
    ];
    expect(currentFestivalAmong(chosen, '2026-05-01')?.id).toBe(2027);
    expect(currentFestivalAmong(chosen, '2030-01-01')?.id).toBe(2027);
    const older = [
      festival(2027, '2027-10-01', '2027-10-08'),
      festival(2026, '2026-10-02', '2026-10-09', true),
    ];
    expect(currentFestivalAmong(older, '2028-01-01')?.id).toBe(2026);
  });

  it('before any choice: the soonest festival that has not ended, its last day included', () => {
    expect(currentFestivalAmong(years, '2026-05-01')?.id).toBe(2026);
    expect(currentFestivalAmong(years, '2026-10-09')?.id).toBe(2026);
    expect(currentFestivalAmong(years, '2026-10-10')?.id).toBe(2027);
  });

  it('before any choice: the latest one once all have ended, and none when there are none', () => {
    expect(currentFestivalAmong(years, '2028-01-01')?.id).toBe(2027);
    expect(currentFestivalAmong([], '2028-01-01')).toBeNull();
  });
});
