import type { ModelRegistration } from './model';
import type { AllocationState } from './state';

const MAX_SWEEPS = 50;

/**
 * Local improvement that can only help: a registration moves into a session with a free place when
 * that raises its own utility, giving up whatever clashes (same slot or same activity). Nobody else
 * loses anything, and the freed place can be taken in the next sweep. The worst-off move first.
 * This is also what guarantees nobody ends with nothing while a session they ranked has room.
 */
export function improve(state: AllocationState, order: Int32Array): void {
  const model = state.model;
  const count = model.registrations.length;
  const satisfaction = new Float64Array(count);
  const everyone = Array.from({ length: count }, (_, r) => r);
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    for (let r = 0; r < count; r++) satisfaction[r] = currentSatisfaction(state, r);
    everyone.sort(
      (a, b) =>
        (satisfaction[a] as number) - (satisfaction[b] as number) ||
        (order[a] as number) - (order[b] as number),
    );
    let changed = false;
    for (const r of everyone) if (bestMove(state, r)) changed = true;
    if (!changed) return;
  }
}

function utilityOf(reg: ModelRegistration, s: number): number {
  return reg.choices.find((c) => c.session === s)?.utility ?? 0;
}

function currentSatisfaction(state: AllocationState, r: number): number {
  const reg = state.model.registrations[r] as ModelRegistration;
  if (reg.demandSlots.length === 0) return 1;
  let total = 0;
  for (const s of state.holdingOf(r)) total += utilityOf(reg, s);
  return total / reg.demandSlots.length;
}

/**
 * A first workshop for someone with none beats an extra workshop for someone who already has
 * several: for each registration holding nothing (in lottery order), take a place in a session it
 * ranked from the happiest holder who keeps at least one other workshop. The holder lands on that
 * session's waitlist and may still move into any free place afterwards (see `improve`).
 */
export function rescue(state: AllocationState, order: Int32Array): void {
  const model = state.model;
  const count = model.registrations.length;
  const empty = Array.from({ length: count }, (_, r) => r)
    .filter((r) => (model.registrations[r]?.choices.length ?? 0) > 0 && state.holdingOf(r).length === 0)
    .sort((a, b) => (order[a] as number) - (order[b] as number));
  if (empty.length === 0) return;
  // Who holds each session (lottery places only: places held before the lottery never move).
  const holders: number[][] = model.sessions.map(() => []);
  for (let r = 0; r < count; r++) {
    for (const s of state.sessionsOf(r))
      if (!state.isFixed(r, state.session(s).slots[0] as number)) holders[s]?.push(r);
  }
  for (const r of empty) {
    const reg = model.registrations[r] as ModelRegistration;
    for (const choice of [...reg.choices].sort((a, b) => b.utility - a.utility)) {
      const s = choice.session;
      if (state.session(s).capacity === 0) continue;
      let victim = -1;
      let victimSatisfaction = -1;
      for (const h of holders[s] ?? []) {
        if (state.holdingOf(h).length < 2) continue;
        const satisfaction = currentSatisfaction(state, h);
        if (satisfaction > victimSatisfaction) {
          victim = h;
          victimSatisfaction = satisfaction;
        }
      }
      if (victim < 0) continue;
      state.remove(victim, s);
      const list = holders[s] as number[];
      list.splice(list.indexOf(victim), 1, r);
      state.place(r, s);
      break;
    }
  }
}

/** Applies the best improving move for r, if any. Returns whether something moved. */
function bestMove(state: AllocationState, r: number): boolean {
  const reg = state.model.registrations[r] as ModelRegistration;
  let bestGain = 1e-9;
  let bestSession = -1;
  let bestDrop: number[] = [];
  for (const choice of reg.choices) {
    const s = choice.session;
    if (!state.hasRoom(s)) continue;
    const session = state.session(s);
    const drop: number[] = [];
    let blocked = false;
    for (const t of session.slots) {
      const held = state.heldAt(r, t);
      if (held === s) blocked = true;
      else if (held >= 0) {
        if (state.isFixed(r, t)) blocked = true;
        else if (!drop.includes(held)) drop.push(held);
      }
    }
    const sameActivity = state.heldOfActivity(r, session.activity);
    if (sameActivity >= 0 && !drop.includes(sameActivity)) {
      if (sameActivity === s || state.isFixed(r, state.session(sameActivity).slots[0] as number))
        blocked = true;
      else drop.push(sameActivity);
    }
    if (blocked) continue;
    let gain = choice.utility;
    for (const other of drop) gain -= utilityOf(reg, other);
    if (gain > bestGain) {
      bestGain = gain;
      bestSession = s;
      bestDrop = drop;
    }
  }
  if (bestSession < 0) return false;
  for (const other of bestDrop) state.remove(r, other);
  state.place(r, bestSession);
  return true;
}
