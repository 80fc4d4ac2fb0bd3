import { buildModel, type Model } from './model';
import { satisfactionOf } from './result';
import { AllocationState } from './state';
import type { AllocationInstance, SessionLists } from './types';

export type RankShares = { first: number; second: number; third: number; later: number; none: number };

export type AllocationMeasures = {
  /** Registrations that ranked at least one session (the others are left out of every measure). */
  registrations: number;
  /** (registration, slot) pairs where the registration ranked something. */
  demands: number;
  /** Fractions of demands given their 1st, 2nd, 3rd, later choice, or nothing. They sum to 1. */
  rankShares: RankShares;
  meanSatisfaction: number;
  meanSquaredSatisfaction: number;
  minSatisfaction: number;
  /** Nearest-rank 10th percentile: the satisfaction of the person at position ⌈n/10⌉ from the bottom. */
  p10Satisfaction: number;
  /** Registrations that ranked something and hold no session at all. */
  withNothing: number;
  /** U = Σ over placed (registration, slot) of 1 / within-slot rank. */
  utility: number;
};

/** Rebuilds the holding state from a result's placements (existing placements included). */
export function stateFromPlacements(model: Model, placements: SessionLists): AllocationState {
  const state = new AllocationState(model);
  const registrationIndex = new Map(model.registrations.map((r, i) => [r.id, i]));
  for (const [s, session] of model.sessions.entries()) {
    for (const id of placements[session.id] ?? []) {
      const r = registrationIndex.get(id);
      if (r !== undefined && !session.fixed.includes(r)) state.place(r, s);
    }
  }
  return state;
}

export function computeMeasures(instance: AllocationInstance, placements: SessionLists): AllocationMeasures {
  const model = buildModel(instance);
  const state = stateFromPlacements(model, placements);
  const counts = [0, 0, 0, 0, 0]; // 1st, 2nd, 3rd, later, none
  const satisfactions: number[] = [];
  let utility = 0;
  let withNothing = 0;
  for (const [r, reg] of model.registrations.entries()) {
    if (reg.demandSlots.length === 0) continue;
    for (const t of reg.demandSlots) {
      const s = state.heldAt(r, t);
      const choice = s >= 0 ? reg.choices.find((c) => c.session === s) : undefined;
      const rank = choice?.ranks[model.sessions[s]?.slots.indexOf(t) ?? 0];
      if (rank === undefined) {
        counts[4] = (counts[4] as number) + 1;
        continue;
      }
      const bucket = Math.min(rank, 4) - 1;
      counts[bucket] = (counts[bucket] as number) + 1;
      utility += 1 / rank;
    }
    satisfactions.push(satisfactionOf(model, state, r) ?? 0);
    if (state.sessionsOf(r).length === 0) withNothing++;
  }
  const demands = counts.reduce((a, b) => a + b, 0);
  const share = (i: number) => (demands === 0 ? 0 : (counts[i] as number) / demands);
  const n = satisfactions.length;
  satisfactions.sort((a, b) => a - b);
  return {
    registrations: n,
    demands,
    rankShares: { first: share(0), second: share(1), third: share(2), later: share(3), none: share(4) },
    meanSatisfaction: n === 0 ? 0 : satisfactions.reduce((a, b) => a + b, 0) / n,
    meanSquaredSatisfaction: n === 0 ? 0 : satisfactions.reduce((a, b) => a + b * b, 0) / n,
    minSatisfaction: satisfactions[0] ?? 0,
    p10Satisfaction: n === 0 ? 0 : (satisfactions[Math.max(0, Math.ceil(n / 10) - 1)] as number),
    withNothing,
    utility,
  };
}

/** Satisfaction of one registration under some placements (null when it ranked nothing). */
export function satisfactionFor(
  instance: AllocationInstance,
  placements: SessionLists,
  registrationId: string,
): number | null {
  const model = buildModel(instance);
  const r = model.registrations.findIndex((reg) => reg.id === registrationId);
  if (r < 0) return null;
  return satisfactionOf(model, stateFromPlacements(model, placements), r);
}
