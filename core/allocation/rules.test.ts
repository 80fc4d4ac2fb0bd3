import { describe, expect, it } from 'vitest';
import { checkHardRules } from './rules';
import { prefs, session } from './test-instances';
import type { AllocationInstance, SessionLists } from './types';

// One day: a full-day session, two morning sessions (m1 and m2 of the same activity), an afternoon
// session. r1 ranks everything, r2 only the morning sessions, r3 nothing.
const instance: AllocationInstance = {
  sessions: [
    session('full', ['2026-10-05:am', '2026-10-05:pm']),
    session('m1', ['2026-10-05:am'], 2, 'a-m'),
    session('m2', ['2026-10-06:am'], 2, 'a-m'),
    { ...session('pm', ['2026-10-05:pm']), placements: ['r2'] },
  ],
  registrations: [
    { id: 'r1', preferences: prefs('pm', 'm1', 'full', 'm2') },
    { id: 'r2', preferences: prefs('m1', 'm2') },
    { id: 'r3', preferences: [] },
  ],
};

/**
 * A valid result. Within-slot ranks for r1: 05 am → m1 1, full 2; 05 pm → pm 1, full 2; 06 am →
 * m2 1. r1 gets m1 and nothing else, so it waits for everything it ranked in the afternoon (pm,
 * full) and on the 6th (m2). r2 keeps its earlier pm place, gets m2 and waits for m1.
 */
const valid = (): { placements: SessionLists; waitlists: SessionLists } => ({
  placements: { full: [], m1: ['r1'], m2: ['r2'], pm: ['r2'] },
  waitlists: { full: ['r1'], m1: ['r2'], m2: ['r1'], pm: ['r1'] },
});

describe('checkHardRules', () => {
  it('accepts a valid result', () => {
    expect(checkHardRules(instance, valid())).toEqual([]);
  });

  it('rule 1: reports a session over capacity', () => {
    const result = valid();
    result.placements.pm = ['r2', 'r1'];
    result.waitlists.pm = [];
    expect(checkHardRules(instance, result)).toContain('rule 1: pm holds 2 > capacity 1');
  });

  it('rule 2: reports two sessions in one slot, a full day clashing with an afternoon included', () => {
    const result = valid();
    result.placements.full = ['r2'];
    expect(checkHardRules(instance, result)).toContain('rule 2: r2 holds full and pm at 2026-10-05:pm');
  });

  it('rule 3: reports two sessions of the same activity on different days', () => {
    const result = valid();
    result.placements.m2 = ['r2', 'r1'];
    expect(checkHardRules(instance, result)).toContain('rule 3: r1 holds m1 and m2 of a-m');
  });

  it('rule 4: reports a place in a session the registration did not rank', () => {
    const result = valid();
    result.placements.m1 = ['r1', 'r3'];
    expect(checkHardRules(instance, result)).toContain('rule 4: r3 placed in unranked m1');
  });

  it('reports a place held before the lottery that was dropped, and unknown ids', () => {
    const result = valid();
    result.placements.pm = ['r1'];
    result.waitlists.pm = [];
    result.placements.m1 = ['r9'];
    result.placements.ghost = [];
    const violations = checkHardRules(instance, result);
    expect(violations).toContain('existing placement of r2 in pm was not kept');
    expect(violations).toContain('m1: unknown registration r9');
    expect(violations).toContain('placements lists unknown session ghost');
  });

  it('rule 5: reports someone missing from a waitlist, someone wrongly on one, and a duplicate', () => {
    const missing = valid();
    missing.waitlists.pm = [];
    expect(checkHardRules(instance, missing)).toContain('rule 5: r1 missing from waitlist of pm');

    const wrong = valid();
    wrong.waitlists.m1 = ['r2', 'r1'];
    expect(checkHardRules(instance, wrong)).toContain('rule 5: r1 wrongly on waitlist of m1');

    const twice = valid();
    twice.waitlists.m1 = ['r2', 'r2'];
    expect(checkHardRules(instance, twice)).toContain('rule 5: m1 waitlist lists someone twice');
  });

  it('rule 5: reports a waitlist that is not least satisfied first', () => {
    // Both get nothing in s and wait for it; r2 holds t as well, so r1 (less satisfied) comes first.
    const both: AllocationInstance = {
      sessions: [
        { id: 's', activityId: 'a', capacity: 0, slots: ['2026-10-05:am'] },
        { id: 't', activityId: 'b', capacity: 1, slots: ['2026-10-06:am'] },
      ],
      registrations: [
        { id: 'r1', preferences: [{ sessionId: 's', position: 1 }] },
        {
          id: 'r2',
          preferences: [
            { sessionId: 's', position: 1 },
            { sessionId: 't', position: 2 },
          ],
        },
      ],
    };
    const placements = { s: [], t: ['r2'] };
    expect(checkHardRules(both, { placements, waitlists: { s: ['r1', 'r2'], t: [] } })).toEqual([]);
    expect(checkHardRules(both, { placements, waitlists: { s: ['r2', 'r1'], t: [] } })).toContain(
      'rule 5: waitlist of s is not least satisfied first',
    );
  });

  it('reports sessions missing from placements or waitlists', () => {
    const result = valid();
    delete result.placements.m2;
    delete result.waitlists.full;
    const violations = checkHardRules(instance, result);
    expect(violations).toContain('session m2 is missing from placements');
    expect(violations).toContain('session full is missing from waitlists');
  });
});
