import { improve, rescue } from './improve';
import {
  buildModel,
  type Choice,
  type Model,
  type ModelDay,
  type ModelRegistration,
  type ModelSession,
  type SlotDemand,
} from './model';
import { createRandom } from './random';
import { buildResult } from './result';
import { AllocationState } from './state';
import { solveTransport, type TransportPerson } from './transport';
import type { AllocationInstance, AllocationOptions, AllocationResult } from './types';

/**
 * How strongly missing out elsewhere raises a person's claim: their weight in a day is
 * 1 + PRIORITY × (utility they missed in the other days ÷ slots they ranked in).
 * 0 would maximise total satisfaction only; larger values trade a little of it for the worst-off.
 */
export const PRIORITY = 2;
/** Extra weight for someone who holds no workshop on any other day: the first workshop matters most. */
export const NOTHING_BONUS = 2;
/** Refinement rounds after the first chronological pass. */
const ROUNDS = 2;
/** Size of the random tie-breaker relative to the weights: small enough never to override a real preference. */
const LOTTERY_SCALE = 1e-4;

/**
 * Allocates registrations to sessions. Pure and deterministic: the same instance and seed always
 * give the same result. Expects an instance that passed `validateInstance`.
 */
export function allocate(instance: AllocationInstance, options: AllocationOptions): AllocationResult {
  const model = buildModel(instance);
  const state = new AllocationState(model);
  const lottery = drawLottery(model, options.seed);
  runLottery(model, state, lottery);
  improve(state, lottery.order);
  rescue(state, lottery.order);
  improve(state, lottery.order);
  return buildResult(model, state, lottery.order);
}

export type Lottery = {
  /** Per (registration, day) tie-breaker in [0, 1): a fresh draw each day so nobody wins every tie. */
  draws: Float64Array;
  /** Registration → position in one overall draw, used to order waitlists among equals. */
  order: Int32Array;
};

export function drawLottery(model: Model, seed: number): Lottery {
  const random = createRandom(seed);
  const count = model.registrations.length;
  const draws = new Float64Array(count * Math.max(1, model.days.length));
  for (let i = 0; i < draws.length; i++) draws[i] = random();
  const keys = Array.from({ length: count }, () => random());
  const ranked = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => (keys[a] as number) - (keys[b] as number),
  );
  const order = new Int32Array(count);
  for (const [position, r] of ranked.entries()) order[r] = position;
  return { draws, order };
}

/**
 * Day-by-day weighted assignment: a first chronological pass, then rounds that revisit each day.
 * A day with full-day sessions is solved morning first, a full day valued at the whole day minus
 * the person's afternoon utility: in the first round what they would get in an afternoon solved
 * without full days, later what they got there in the previous round (for those who took a full
 * day, the first round's figure again).
 */
export function runLottery(model: Model, state: AllocationState, lottery: Lottery): void {
  const missed = new Float64Array(model.registrations.length);
  const holdsNothing = new Uint8Array(model.registrations.length);
  const hasFullDay = model.days.map((_, d) => model.sessions.some((s) => s.day === d && s.fullDay));
  const withoutFullDays: Float64Array[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (let d = 0; d < model.days.length; d++) {
      const day = model.days[d] as ModelDay;
      let afternoon: Float64Array | null = null;
      if (round > 0 && hasFullDay[d])
        afternoon = afternoonHeld(model, state, day, withoutFullDays[d] as Float64Array);
      if (round > 0) clearDay(state, d);
      // Weights look at every other day already decided (in round 0: only the earlier ones).
      computeMissed(model, state, d, round === 0 ? d : model.days.length, missed, holdsNothing);
      const weight = (r: number) => {
        const reg = model.registrations[r] as ModelRegistration;
        const need = Math.max(1, reg.demandSlots.length);
        const nothing = holdsNothing[r] ? NOTHING_BONUS : 1;
        const base = (1 + (PRIORITY * (missed[r] as number)) / need) * nothing;
        return base * (1 + LOTTERY_SCALE * (lottery.draws[r * model.days.length + d] as number));
      };
      if (round === 0 && hasFullDay[d]) {
        afternoon = solveSlot(model, state, day.pm, weight, null, true);
        withoutFullDays[d] = afternoon;
      }
      solveSlot(model, state, day.am, weight, afternoon);
      solveSlot(model, state, day.pm, weight, null);
    }
  }
}

/** Utility each registration holds in the afternoon of a day; for a full-day place, `ifFullDay`'s. */
function afternoonHeld(
  model: Model,
  state: AllocationState,
  day: ModelDay,
  ifFullDay: Float64Array,
): Float64Array {
  const out = new Float64Array(model.registrations.length);
  if (day.pm < 0) return out;
  for (let r = 0; r < model.registrations.length; r++) {
    const s = state.heldAt(r, day.pm);
    if (s < 0) continue;
    out[r] = model.sessions[s]?.fullDay
      ? (ifFullDay[r] as number)
      : (model.registrations[r]?.choices.find((c) => c.session === s)?.utility ?? 0);
  }
  return out;
}

function clearDay(state: AllocationState, d: number): void {
  const day = state.model.days[d];
  if (!day) return;
  for (let r = 0; r < state.model.registrations.length; r++) {
    for (const t of [day.am, day.pm]) {
      if (t < 0 || state.isFixed(r, t)) continue;
      const s = state.heldAt(r, t);
      if (s >= 0) state.remove(r, s);
    }
  }
}

/**
 * Utility each registration missed (1 − 1/rank per demanded slot) in the days before `until`,
 * except day `d`, and whether it holds nothing outside day `d`. A ranked session's slots are all
 * demanded, so what was obtained there is the choice's utility: no per-slot lookups needed.
 */
function computeMissed(
  model: Model,
  state: AllocationState,
  d: number,
  until: number,
  out: Float64Array,
  holdsNothing: Uint8Array,
): void {
  const counts = (day: number) => day !== d && day < until;
  for (let r = 0; r < model.registrations.length; r++) {
    const reg = model.registrations[r] as ModelRegistration;
    let missed = 0;
    for (const t of reg.demandSlots) if (counts(model.slotDay[t] as number)) missed += 1;
    let elsewhere = 0;
    for (const s of state.holdingOf(r)) {
      const day = (model.sessions[s] as ModelSession).day;
      if (day === d) continue;
      elsewhere++;
      if (counts(day)) missed -= reg.choices.find((c) => c.session === s)?.utility ?? 0;
    }
    out[r] = missed;
    holdsNothing[r] = elsewhere === 0 ? 1 : 0;
  }
}

/**
 * Solves one slot. `afternoon` (when given) makes full-day sessions available in this morning
 * problem, each worth the whole day minus the person's afternoon utility. Returns the utility each
 * person obtained; with `dryRun` nothing is placed.
 */
function solveSlot(
  model: Model,
  state: AllocationState,
  t: number,
  weight: (r: number) => number,
  afternoon: Float64Array | null,
  dryRun = false,
): Float64Array {
  const values = new Float64Array(model.registrations.length);
  if (t < 0) return values;
  const sinks: number[] = []; // local sink -> session
  const local = new Int32Array(model.sessions.length).fill(-1); // session -> local sink
  for (const [s, session] of model.sessions.entries()) {
    if (!session.slots.includes(t)) continue;
    if (session.fullDay && afternoon === null) continue; // decided elsewhere (or not at all in dry runs)
    local[s] = sinks.length;
    sinks.push(s);
  }
  const people: number[] = [];
  const persons: TransportPerson[] = [];
  const demand = model.demand[t] as SlotDemand;
  for (const [i, r] of demand.registrations.entries()) {
    if (state.heldAt(r, t) >= 0) continue;
    const reg = model.registrations[r] as ModelRegistration;
    const w = weight(r);
    const person: TransportPerson = { sinks: [], costs: [] };
    for (const c of demand.choices[i] as number[]) {
      const choice = reg.choices[c] as Choice;
      const sink = local[choice.session] as number;
      if (sink < 0) continue;
      const session = model.sessions[choice.session] as ModelSession;
      if (state.heldOfActivity(r, session.activity) >= 0) continue;
      let gain: number;
      if (session.fullDay) {
        if (session.slots.some((slot) => state.heldAt(r, slot) >= 0)) continue;
        gain = w * (choice.utility - (afternoon?.[r] ?? 0));
      } else {
        gain = w * choice.utility;
      }
      if (gain <= 0) continue;
      person.sinks.push(sink);
      person.costs.push(-gain);
    }
    if (person.sinks.length === 0) continue;
    people.push(r);
    persons.push(person);
  }
  const capacities = sinks.map((s) => Math.max(0, (model.sessions[s]?.capacity ?? 0) - (state.load[s] ?? 0)));
  const assignment = solveTransport(capacities, persons);
  for (let p = 0; p < people.length; p++) {
    const sink = assignment[p] as number;
    if (sink < 0) continue;
    const r = people[p] as number;
    const s = sinks[sink] as number;
    values[r] = model.registrations[r]?.choices.find((c) => c.session === s)?.utility ?? 0;
    if (!dryRun) state.place(r, s);
  }
  return values;
}
