import { drawLottery } from './allocate';
import { buildModel, type Choice, type ModelRegistration } from './model';
import { createRandom, shuffle } from './random';
import { buildResult } from './result';
import { AllocationState } from './state';
import type { AllocationInstance, AllocationOptions, AllocationResult } from './types';

/**
 * The textbook baseline: people in one random order, each taking their favourite remaining places
 * day by day (the best of a morning + afternoon pair or a full day). Used by the benchmark to show
 * what the allocator improves on; the hard rules hold for it too.
 */
export function randomSerialDictatorship(
  instance: AllocationInstance,
  options: AllocationOptions,
): AllocationResult {
  const model = buildModel(instance);
  const state = new AllocationState(model);
  const order = shuffle(
    model.registrations.map((_, r) => r),
    createRandom(options.seed, 1),
  );
  for (const r of order) {
    const reg = model.registrations[r] as ModelRegistration;
    for (let d = 0; d < model.days.length; d++) {
      const day = model.days[d];
      if (!day) continue;
      const am = bestHalf(state, reg, r, d, day.am, -1);
      const pm = bestHalf(state, reg, r, d, day.pm, am ? state.session(am.session).activity : -1);
      const full = reg.choices
        .filter((c) => state.session(c.session).fullDay && state.session(c.session).day === d)
        .filter((c) => available(state, r, c.session, -1))
        .sort((a, b) => b.utility - a.utility)[0];
      const halves = (am?.utility ?? 0) + (pm?.utility ?? 0);
      if (full && full.utility > halves) state.place(r, full.session);
      else {
        if (am) state.place(r, am.session);
        if (pm) state.place(r, pm.session);
      }
    }
  }
  return buildResult(model, state, drawLottery(model, options.seed).order);
}

function available(state: AllocationState, r: number, s: number, excludedActivity: number): boolean {
  const session = state.session(s);
  return (
    state.hasRoom(s) &&
    session.activity !== excludedActivity &&
    session.slots.every((t) => state.heldAt(r, t) < 0) &&
    state.heldOfActivity(r, session.activity) < 0
  );
}

function bestHalf(
  state: AllocationState,
  reg: ModelRegistration,
  r: number,
  d: number,
  t: number,
  excludedActivity: number,
): Choice | undefined {
  if (t < 0) return undefined;
  let best: Choice | undefined;
  for (const choice of reg.choices) {
    const session = state.session(choice.session);
    if (session.fullDay || session.day !== d || !session.slots.includes(t)) continue;
    if (!available(state, r, choice.session, excludedActivity)) continue;
    if (!best || choice.utility > best.utility) best = choice;
  }
  return best;
}
