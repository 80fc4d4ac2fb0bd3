import { describe, expect, it } from 'vitest';
import { computeMeasures, satisfactionFor } from './measures';
import { prefs, session } from './test-instances';
import type { AllocationInstance } from './types';

// Day 1: am (a1, a2) and a full day (f). r1 ranks f 1st, a1 2nd in the morning; in the afternoon
// f is its only choice. r2 ranks a2 then a1. r3 ranks nothing.
const instance: AllocationInstance = {
  sessions: [
    session('a1', ['2026-10-05:am'], 2, 'x1'),
    session('a2', ['2026-10-05:am'], 2, 'x2'),
    session('f', ['2026-10-05:am', '2026-10-05:pm'], 2, 'x3'),
  ],
  registrations: [
    { id: 'r1', preferences: prefs('f', 'a1') },
    // Ranks with a gap, as a person may leave them.
    {
      id: 'r2',
      preferences: [
        { sessionId: 'a2', position: 3 },
        { sessionId: 'a1', position: 7 },
      ],
    },
    { id: 'r3', preferences: [] },
  ],
};

describe('computeMeasures', () => {
  it('counts shares, satisfaction and utility per the contract', () => {
    // r1 gets a1: am rank 2 (0.5), pm nothing → satisfaction 0.25. r2 gets a1: rank 2 → 0.5.
    const m = computeMeasures(instance, { a1: ['r1', 'r2'] });
    expect(m.registrations).toBe(2);
    expect(m.demands).toBe(3);
    expect(m.rankShares).toEqual({ first: 0, second: 2 / 3, third: 0, later: 0, none: 1 / 3 });
    expect(m.utility).toBe(1);
    expect(m.meanSatisfaction).toBeCloseTo(0.375);
    expect(m.meanSquaredSatisfaction).toBeCloseTo((0.0625 + 0.25) / 2);
    expect(m.minSatisfaction).toBe(0.25);
    expect(m.p10Satisfaction).toBe(0.25);
    expect(m.withNothing).toBe(0);
  });

  it('a full-day first choice counts in both halves', () => {
    const m = computeMeasures(instance, { f: ['r1'] });
    expect(satisfactionFor(instance, { f: ['r1'] }, 'r1')).toBe(1);
    expect(m.utility).toBe(2);
    expect(m.withNothing).toBe(1);
    expect(m.minSatisfaction).toBe(0);
  });

  it('ranks ties together (competition ranking) and ignores people who ranked nothing', () => {
    const tied: AllocationInstance = {
      sessions: instance.sessions,
      registrations: [
        {
          id: 'r1',
          preferences: [
            { sessionId: 'a1', position: 1 },
            { sessionId: 'a2', position: 1 },
          ],
        },
      ],
    };
    expect(satisfactionFor(tied, { a2: ['r1'] }, 'r1')).toBe(1);
    expect(satisfactionFor(instance, {}, 'r3')).toBeNull();
  });
});
