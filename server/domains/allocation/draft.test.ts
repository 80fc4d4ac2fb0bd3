import { describe, expect, it } from 'vitest';
import type { AllocationInstance, AllocationResult } from '#core/allocation/index';
import { prefs, session } from '#core/allocation/test-instances';
import {
  applyMove,
  createDraft,
  type DraftMoveError,
  type Move,
  redoAdjustment,
  undoAdjustment,
} from './draft';

// Two morning sessions of different workshops, one afternoon session, and a second session of a1.
const instance: AllocationInstance = {
  sessions: [
    session('s1', ['2027-10-04:am'], 1, 'a1'),
    session('s2', ['2027-10-04:am'], 2, 'a2'),
    session('s3', ['2027-10-04:pm'], 2, 'a3'),
    session('s4', ['2027-10-05:am'], 2, 'a1'),
  ],
  registrations: [
    { id: 'r1', preferences: prefs('s1', 's2', 's4') },
    { id: 'r2', preferences: prefs('s1', 's3') },
  ],
};
const engine: AllocationResult = {
  placements: { s1: ['r1'], s2: [], s3: ['r2'], s4: [] },
  waitlists: { s1: ['r2'], s2: [], s3: [], s4: ['r1'] },
  explanations: {},
};
const meta = { at: new Date('2027-08-05T00:00:00Z'), byUserId: 1 };
const draft = createDraft(instance, engine);
const refusal = (move: Move) => {
  try {
    applyMove(draft, move, meta);
  } catch (error) {
    return (error as DraftMoveError).reason;
  }
  return null;
};

describe('staff moves in a draft', () => {
  it('refuses moves that break a hard rule', () => {
    expect(refusal({ registrationId: 'r2', fromSessionId: null, toSessionId: 's1', waitlist: false })).toBe(
      'full',
    );
    expect(refusal({ registrationId: 'r2', fromSessionId: null, toSessionId: 's2', waitlist: false })).toBe(
      'not-ranked',
    );
    expect(refusal({ registrationId: 'r1', fromSessionId: null, toSessionId: 's2', waitlist: false })).toBe(
      'slot-clash',
    );
    expect(refusal({ registrationId: 'r1', fromSessionId: null, toSessionId: 's4', waitlist: false })).toBe(
      'same-activity',
    );
    expect(refusal({ registrationId: 'r1', fromSessionId: 's3', toSessionId: null, waitlist: false })).toBe(
      'not-placed',
    );
    expect(refusal({ registrationId: 'rX', fromSessionId: null, toSessionId: 's1', waitlist: false })).toBe(
      'unknown-registration',
    );
  });

  it('keeps waitlists by rule 5 after a move, and undoes and redoes it exactly', () => {
    const moved = applyMove(
      draft,
      { registrationId: 'r1', fromSessionId: 's1', toSessionId: 's2', waitlist: false },
      meta,
    );
    expect(moved.current.placements).toMatchObject({ s1: [], s2: ['r1'] });
    // r1 now holds their 2nd choice in the morning: they wait for s1 (better), behind r2.
    expect(moved.current.waitlists.s1).toEqual(['r2', 'r1']);
    const undone = undoAdjustment(moved);
    expect(undone?.current).toEqual(draft.current);
    expect(redoAdjustment(undone ?? draft)?.current).toEqual(moved.current);
    expect(undoAdjustment(draft)).toBeNull();
  });

  it('unassigning puts the person on every ranked waitlist of that slot', () => {
    const out = applyMove(
      draft,
      { registrationId: 'r1', fromSessionId: 's1', toSessionId: null, waitlist: false },
      meta,
    );
    expect(out.current.waitlists.s1).toContain('r1');
    expect(out.current.waitlists.s2).toContain('r1');
  });
});
