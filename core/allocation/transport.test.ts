import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveTransport, type TransportPerson } from './transport';

/** Exhaustive optimum for tiny problems: try every assignment. */
function bruteForce(capacities: number[], persons: TransportPerson[]): number {
  let best = 0;
  const load = capacities.map(() => 0);
  const visit = (p: number, cost: number) => {
    if (p === persons.length) {
      best = Math.min(best, cost);
      return;
    }
    visit(p + 1, cost);
    const person = persons[p] as TransportPerson;
    for (const [o, sink] of person.sinks.entries()) {
      if ((load[sink] as number) >= (capacities[sink] as number)) continue;
      load[sink] = (load[sink] as number) + 1;
      visit(p + 1, cost + (person.costs[o] as number));
      load[sink] = (load[sink] as number) - 1;
    }
  };
  visit(0, 0);
  return best;
}

const problems = fc
  .record({ sinks: fc.integer({ min: 1, max: 5 }), people: fc.integer({ min: 0, max: 7 }) })
  .chain(({ sinks, people }) =>
    fc.record({
      capacities: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: sinks, maxLength: sinks }),
      persons: fc.array(
        fc.uniqueArray(fc.integer({ min: 0, max: sinks - 1 }), { maxLength: sinks }).chain((chosen) =>
          fc.record({
            sinks: fc.constant(chosen),
            costs: fc.array(fc.double({ min: -3, max: -0.01, noNaN: true }), {
              minLength: chosen.length,
              maxLength: chosen.length,
            }),
          }),
        ),
        { minLength: people, maxLength: people },
      ),
    }),
  );

// The brute force visits up to 6⁷ assignments per case: limits with headroom for a loaded runner.
describe('solveTransport', { timeout: 60_000 }, () => {
  it('finds the minimum-cost assignment (checked against brute force)', () => {
    fc.assert(
      fc.property(problems, ({ capacities, persons }) => {
        const assignment = solveTransport(capacities, persons);
        let cost = 0;
        const load = capacities.map(() => 0);
        for (const [p, sink] of assignment.entries()) {
          if (sink < 0) continue;
          const person = persons[p] as TransportPerson;
          const option = person.sinks.indexOf(sink);
          expect(option).toBeGreaterThanOrEqual(0);
          cost += person.costs[option] as number;
          load[sink] = (load[sink] as number) + 1;
        }
        for (const [s, used] of load.entries()) expect(used).toBeLessThanOrEqual(capacities[s] as number);
        expect(cost).toBeCloseTo(bruteForce(capacities, persons), 9);
      }),
      { numRuns: 500 },
    );
  });

  it('bumps an earlier person along a chain when that is cheaper overall', () => {
    // p0 takes sink 0 first; p1 only wants sink 0, so p0 must move on to sink 1.
    const assignment = solveTransport(
      [1, 1],
      [
        { sinks: [0, 1], costs: [-2, -1.9] },
        { sinks: [0], costs: [-2] },
      ],
    );
    expect([...assignment]).toEqual([1, 0]);
  });
});
