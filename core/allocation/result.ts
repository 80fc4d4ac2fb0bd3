import type { Model, ModelRegistration } from './model';
import type { AllocationState } from './state';
import type {
  AllocationResult,
  BetterChoice,
  RegistrationExplanation,
  SessionLists,
  SlotExplanation,
} from './types';

/** Per-slot rank of what r holds in t, or undefined for nothing / an unranked place. */
function heldRank(model: Model, state: AllocationState, r: number, t: number): number | undefined {
  const s = state.heldAt(r, t);
  if (s < 0) return undefined;
  const choice = model.registrations[r]?.choices.find((c) => c.session === s);
  return choice?.ranks[model.sessions[s]?.slots.indexOf(t) ?? 0];
}

export function satisfactionOf(model: Model, state: AllocationState, r: number): number | null {
  const reg = model.registrations[r] as ModelRegistration;
  if (reg.demandSlots.length === 0) return null;
  let total = 0;
  for (const t of reg.demandSlots) {
    const rank = heldRank(model, state, r, t);
    if (rank !== undefined) total += 1 / rank;
  }
  return Math.min(1, total / reg.demandSlots.length);
}

/**
 * Turns the final state into the public result: placements, waitlists (rule 5: every session ranked
 * better in a slot than what was obtained there, least satisfied first, lottery among equals) and
 * one explanation per registration.
 */
export function buildResult(model: Model, state: AllocationState, order: Int32Array): AllocationResult {
  const placements: SessionLists = {};
  const waitlistIndices: number[][] = model.sessions.map(() => []);
  const placedIndices: number[][] = model.sessions.map((s) => [...s.fixed]);
  const satisfaction = model.registrations.map((_, r) => satisfactionOf(model, state, r));
  const explanations: Record<string, RegistrationExplanation> = {};

  for (const [r, reg] of model.registrations.entries()) {
    for (const s of state.sessionsOf(r)) {
      if (!(model.sessions[s]?.fixed.includes(r) ?? false)) placedIndices[s]?.push(r);
    }
    const slots: SlotExplanation[] = [];
    const explained = new Set<number>([...reg.demandSlots, ...heldSlots(state, r)]);
    for (const t of [...explained].sort((a, b) => a - b)) {
      const s = state.heldAt(r, t);
      const rank = heldRank(model, state, r, t);
      const better: BetterChoice[] = [];
      for (const choice of reg.choices) {
        const session = model.sessions[choice.session];
        if (!session || choice.session === s) continue;
        const index = session.slots.indexOf(t);
        if (index < 0) continue;
        const choiceRank = choice.ranks[index] as number;
        if (rank !== undefined && choiceRank >= rank) continue;
        waitlistIndices[choice.session]?.push(r);
        const held = state.load[choice.session] as number;
        const sameActivity = state.heldOfActivity(r, session.activity);
        better.push({
          sessionId: session.id,
          withinSlotRank: choiceRank,
          reason:
            held >= session.capacity ? 'full' : sameActivity >= 0 ? 'same-activity' : 'other-half-better',
          capacity: session.capacity,
          held,
          heldBeforeLottery: session.fixed.length,
        });
      }
      better.sort((a, b) => a.withinSlotRank - b.withinSlotRank);
      slots.push({
        slot: model.slots[t] as string,
        sessionId: s >= 0 ? (model.sessions[s]?.id ?? null) : null,
        withinSlotRank: rank ?? null,
        keptFromBefore: state.isFixed(r, t),
        better,
      });
    }
    explanations[reg.id] = { registrationId: reg.id, satisfaction: satisfaction[r] ?? null, slots };
  }

  const waitlists: SessionLists = {};
  for (const [s, session] of model.sessions.entries()) {
    placements[session.id] = (placedIndices[s] ?? []).map((r) => model.registrations[r]?.id as string);
    // A full-day session can be "better" in both halves: list each registration once.
    const unique = [...new Set(waitlistIndices[s] ?? [])];
    unique.sort(
      (a, b) =>
        (satisfaction[a] ?? 1) - (satisfaction[b] ?? 1) || (order[a] as number) - (order[b] as number),
    );
    waitlists[session.id] = unique.map((r) => model.registrations[r]?.id as string);
  }
  return { placements, waitlists, explanations };
}

function heldSlots(state: AllocationState, r: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < state.slotCount; t++) if (state.heldAt(r, t) >= 0) out.push(t);
  return out;
}
