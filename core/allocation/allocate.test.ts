import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { randomSerialDictatorship } from './random-serial-dictatorship';
import { checkHardRules } from './rules';
import { prefs, randomInstance, session } from './test-instances';
import type { AllocationInstance } from './types';
import { validateInstance } from './validate';

// Property tests run hundreds of allocations: seconds on an idle machine, several times that on a
// loaded 2-core CI runner, so they get limits with headroom instead of Vitest's default 5 s.
const SLOW = { timeout: 60_000 };

const shapes = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  days: fc.integer({ min: 1, max: 3 }),
  registrations: fc.integer({ min: 0, max: 25 }),
  maxCapacity: fc.integer({ min: 0, max: 4 }),
  existingShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
});

/** Runs `check` on `numRuns` random instances, each with a random seed to allocate with. */
function forRandomInstances(numRuns: number, check: (instance: AllocationInstance, seed: number) => void) {
  fc.assert(
    fc.property(shapes, fc.integer(), (shape, seed) => check(randomInstance(shape), seed)),
    { numRuns },
  );
}

/** Registrations with nothing at all although a session they ranked still has a free place. */
function strandedWithRoom(instance: AllocationInstance, placements: Record<string, string[]>): string[] {
  const placed = new Set(Object.values(placements).flat());
  return instance.registrations
    .filter((r) => !placed.has(r.id))
    .filter((r) =>
      r.preferences.some((p) => {
        const session = instance.sessions.find((s) => s.id === p.sessionId);
        return session !== undefined && (placements[session.id]?.length ?? 0) < session.capacity;
      }),
    )
    .map((r) => r.id);
}

describe('allocate: hard rules on random instances', SLOW, () => {
  it('generated instances are valid input', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        expect(validateInstance(randomInstance(shape)).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('rules 1–5 hold for every result (capacity, one per slot, one per activity, ranked only, waitlists)', () => {
    forRandomInstances(400, (instance, seed) => {
      expect(checkHardRules(instance, allocate(instance, { seed }))).toEqual([]);
    });
  });

  it('nobody is left with nothing while a session they ranked has a free place', () => {
    forRandomInstances(300, (instance, seed) => {
      expect(strandedWithRoom(instance, allocate(instance, { seed }).placements)).toEqual([]);
    });
  });

  it('existing placements are kept', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const instance = randomInstance({ ...shape, existingShare: 0.6 });
        const { placements } = allocate(instance, { seed: 1 });
        for (const s of instance.sessions) {
          for (const id of s.placements ?? []) expect(placements[s.id]).toContain(id);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('rule 6: the same instance and seed give the same result', () => {
    forRandomInstances(100, (instance, seed) => {
      expect(allocate(instance, { seed })).toEqual(allocate(structuredClone(instance), { seed }));
    });
  });
});

describe('allocate: the lottery', SLOW, () => {
  // Ten people want the same two single places: who wins must depend on the seed.
  const contested: AllocationInstance = {
    sessions: [session('s1', ['2026-10-05:am'], 2)],
    registrations: Array.from({ length: 10 }, (_, i) => ({ id: `r${i}`, preferences: prefs('s1') })),
  };

  it('rule 6: different seeds give different lotteries', () => {
    const winners = new Set<string>();
    for (let seed = 0; seed < 20; seed++)
      winners.add(allocate(contested, { seed }).placements.s1?.join() ?? '');
    expect(winners.size).toBeGreaterThan(10);
  });

  it('every contender wins sometimes (no built-in order by id or input position)', () => {
    const wins = new Map<string, number>();
    for (let seed = 0; seed < 200; seed++) {
      for (const id of allocate(contested, { seed }).placements.s1 ?? [])
        wins.set(id, (wins.get(id) ?? 0) + 1);
    }
    expect(wins.size).toBe(10);
    for (const count of wins.values()) expect(count).toBeGreaterThan(15);
  });
});

describe('allocate: satisfaction and fairness', () => {
  it('gives everyone their first choice when there is room', () => {
    const instance: AllocationInstance = {
      sessions: [session('s1', ['2026-10-05:am'], 2), session('s2', ['2026-10-05:am'], 2)],
      registrations: [
        { id: 'r1', preferences: prefs('s1', 's2') },
        { id: 'r2', preferences: prefs('s2', 's1') },
      ],
    };
    const result = allocate(instance, { seed: 5 });
    expect(result.placements).toEqual({ s1: ['r1'], s2: ['r2'] });
    expect(result.waitlists).toEqual({ s1: [], s2: [] });
  });

  it('moves someone to their second choice rather than leave another with nothing', () => {
    // r1 likes s1 then s2; r2 only wants s1. Both fit only if r1 takes s2.
    const instance: AllocationInstance = {
      sessions: [session('s1', ['2026-10-05:am'], 1), session('s2', ['2026-10-05:am'], 1)],
      registrations: [
        { id: 'r1', preferences: prefs('s1', 's2') },
        { id: 'r2', preferences: prefs('s1') },
      ],
    };
    for (let seed = 0; seed < 10; seed++) {
      const result = allocate(instance, { seed });
      expect(result.placements).toEqual({ s1: ['r2'], s2: ['r1'] });
      expect(result.waitlists).toEqual({ s1: ['r1'], s2: [] });
    }
  });

  it('someone who missed out one day wins the contested place another day', () => {
    // Day 1: one place in s1 for r1 and r2. Day 2: one place in s2 for both. Whoever loses day 1
    // must win day 2, whatever the seed.
    const instance: AllocationInstance = {
      sessions: [session('s1', ['2026-10-05:am']), session('s2', ['2026-10-06:am'])],
      registrations: [
        { id: 'r1', preferences: prefs('s1', 's2') },
        { id: 'r2', preferences: prefs('s1', 's2') },
      ],
    };
    for (let seed = 0; seed < 20; seed++) {
      const { placements } = allocate(instance, { seed });
      expect(new Set([...(placements.s1 ?? []), ...(placements.s2 ?? [])])).toEqual(new Set(['r1', 'r2']));
    }
  });

  it('a first workshop for someone with none beats a second one for someone else', () => {
    // r2 ranks s1 only 3rd (its first two choices have no places); r1 ranks s1 1st but also gets s2.
    const instance: AllocationInstance = {
      sessions: [
        session('x', ['2026-10-05:am'], 0),
        session('y', ['2026-10-05:am'], 0),
        session('s1', ['2026-10-05:am']),
        session('s2', ['2026-10-06:am']),
      ],
      registrations: [
        { id: 'r1', preferences: prefs('s1', 's2') },
        { id: 'r2', preferences: prefs('x', 'y', 's1') },
      ],
    };
    for (let seed = 0; seed < 10; seed++) {
      const { placements } = allocate(instance, { seed });
      expect(placements).toEqual({ x: [], y: [], s1: ['r2'], s2: ['r1'] });
    }
  });

  it('a full-day session occupies both halves and never double-books the afternoon', () => {
    const instance: AllocationInstance = {
      sessions: [
        session('full', ['2026-10-05:am', '2026-10-05:pm'], 1),
        session('am', ['2026-10-05:am'], 1),
        session('pm', ['2026-10-05:pm'], 2),
      ],
      registrations: [
        // Wants the full day most, but the afternoon session more than its afternoon half.
        {
          id: 'r1',
          preferences: [
            { sessionId: 'pm', position: 1 },
            { sessionId: 'full', position: 2 },
            { sessionId: 'am', position: 3 },
          ],
        },
        { id: 'r2', preferences: prefs('full', 'pm') },
      ],
    };
    for (let seed = 0; seed < 10; seed++) {
      const result = allocate(instance, { seed });
      expect(checkHardRules(instance, result)).toEqual([]);
      // r2 gets the full day (rank 1 twice); r1 gets pm (1st) and am (2nd in the morning).
      expect(result.placements).toEqual({ full: ['r2'], am: ['r1'], pm: ['r1'] });
    }
  });

  it('does not place someone twice in the same activity even on different days', () => {
    const instance: AllocationInstance = {
      sessions: [
        session('mon', ['2026-10-05:am'], 5, 'impro'),
        session('tue', ['2026-10-06:am'], 5, 'impro'),
      ],
      registrations: [{ id: 'r1', preferences: prefs('mon', 'tue') }],
    };
    const result = allocate(instance, { seed: 1 });
    expect(result.placements).toEqual({ mon: ['r1'], tue: [] });
  });

  it('handles zero capacities, nobody ranking anything and an empty instance', () => {
    expect(allocate({ sessions: [], registrations: [] }, { seed: 1 })).toEqual({
      placements: {},
      waitlists: {},
      explanations: {},
    });
    const instance: AllocationInstance = {
      sessions: [session('s1', ['2026-10-05:am'], 0)],
      registrations: [
        { id: 'r1', preferences: prefs('s1') },
        { id: 'r2', preferences: [] },
      ],
    };
    const result = allocate(instance, { seed: 1 });
    expect(result.placements).toEqual({ s1: [] });
    expect(result.waitlists).toEqual({ s1: ['r1'] });
    expect(result.explanations.r2).toEqual({ registrationId: 'r2', satisfaction: null, slots: [] });
  });
});

describe('allocate: waitlists and explanations', SLOW, () => {
  it('orders a waitlist least satisfied first', () => {
    // r1 already holds a morning place; r2 has nothing. Neither gets the full afternoon session.
    const instance: AllocationInstance = {
      sessions: [session('am', ['2026-10-05:am'], 1), session('pm', ['2026-10-05:pm'], 0)],
      registrations: [
        { id: 'r1', preferences: prefs('am', 'pm') },
        { id: 'r2', preferences: prefs('pm') },
      ],
    };
    expect(allocate(instance, { seed: 3 }).waitlists.pm).toEqual(['r2', 'r1']);
  });

  it('explains what was obtained and how full the better-ranked sessions were', () => {
    const instance: AllocationInstance = {
      sessions: [
        { ...session('s1', ['2026-10-05:am'], 1), placements: ['r9'] },
        session('s2', ['2026-10-05:am'], 3),
      ],
      registrations: [
        { id: 'r1', preferences: prefs('s1', 's2') },
        { id: 'r9', preferences: [] },
      ],
    };
    const { explanations } = allocate(instance, { seed: 1 });
    expect(explanations.r1).toEqual({
      registrationId: 'r1',
      satisfaction: 0.5,
      slots: [
        {
          slot: '2026-10-05:am',
          sessionId: 's2',
          withinSlotRank: 2,
          keptFromBefore: false,
          better: [
            {
              sessionId: 's1',
              withinSlotRank: 1,
              reason: 'full',
              capacity: 1,
              held: 1,
              heldBeforeLottery: 1,
            },
          ],
        },
      ],
    });
    expect(explanations.r9?.slots[0]).toMatchObject({
      sessionId: 's1',
      keptFromBefore: true,
      withinSlotRank: null,
    });
  });

  it('explanations agree with placements on random instances', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const instance = randomInstance(shape);
        const result = allocate(instance, { seed: shape.seed });
        for (const [id, explanation] of Object.entries(result.explanations)) {
          for (const slot of explanation.slots) {
            if (slot.sessionId !== null) expect(result.placements[slot.sessionId]).toContain(id);
            for (const better of slot.better) {
              expect(result.waitlists[better.sessionId]).toContain(id);
              if (better.reason === 'full') expect(better.held).toBeGreaterThanOrEqual(better.capacity);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('randomSerialDictatorship (the baseline)', SLOW, () => {
  it('also keeps every hard rule', () => {
    forRandomInstances(200, (instance, seed) => {
      expect(checkHardRules(instance, randomSerialDictatorship(instance, { seed }))).toEqual([]);
    });
  });
});
