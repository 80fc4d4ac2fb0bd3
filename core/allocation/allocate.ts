import { buildModel, type Choice, type Model, type ModelRegistration } from './model';
import { improve, rescue } from './improve';
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

/** Day-by-day weighted assignment: a first chronological pass, then rounds that revisit each day. */
export function runLottery(model: Model, state: AllocationState, lottery: Lottery): void {
  const missed = new Float64Array(model.registrations.length);
  const holdsNothing = new Uint8Array(model.registrations.length);
  for (let round = 0; round <= ROUNDS; round++) {
    for (let d = 0; d < model.days.length; d++) {
      if (round > 0) clearDay(state, d);
      // Weights look at every other day already decided (in round 0: only the earlier ones).
      computeMissed(model, state, d, round === 0 ? d : model.days.length, missed, holdsNothing);
      solveDay(model, state, d, (r) => {
        const reg = model.registrations[r] as ModelRegistration;
        const need = Math.max(1, reg.demandSlots.length);
        const nothing = holdsNothing[r] ? NOTHING_BONUS : 1;
        const base = (1 + (PRIORITY * (missed[r] as number)) / need) * nothing;
        return base * (1 + LOTTERY_SCALE * (lottery.draws[r * model.days.length + d] as number));
      });
    }
  }
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

/** Utility each registration missed (1 − 1/rank per demanded slot) in the days before `until`, except day `d`. */
function computeMissed(
  model: Model,
  state: AllocationState,
  d: number,
  until: number,
  out: Float64Array,
  holdsNothing: Uint8Array,
): void {
  for (let r = 0; r < model.registrations.length; r++) {
    const reg = model.registrations[r] as ModelRegistration;
    let missed = 0;
    for (const t of reg.demandSlots) {
      const day = model.slotDay[t] as number;
      if (day === d || day >= until) continue;
      missed += 1 - slotUtility(model, state, r, t);
    }
    out[r] = missed;
    let nothing = 1;
    for (let t = 0; t < state.slotCount && nothing; t++) {
      if (model.slotDay[t] !== d && state.heldAt(r, t) >= 0) nothing = 0;
    }
    holdsNothing[r] = nothing;
  }
}

/** 1 / within-slot rank of what the registration holds in slot t (0 for nothing or an unranked place). */
export function slotUtility(model: Model, state: AllocationState, r: number, t: number): number {
  const s = state.heldAt(r, t);
  if (s < 0) return 0;
  const choice = (model.registrations[r] as ModelRegistration).choices.find((c) => c.session === s);
  if (!choice) return 0;
  const session = model.sessions[s];
  return 1 / (choice.ranks[session?.slots.indexOf(t) ?? 0] as number);
}

type Candidate = { r: number; choice: Choice; gain: number };

/**
 * Decides one day for everybody. Half-day sessions are a transportation problem per slot. Full-day
 * sessions couple the two halves, so they compete in the morning problem with the value of the
 * whole day minus what the person would otherwise get in the afternoon; the afternoon is then
 * solved around the full-day places. Two alternations, keeping the better day.
 */
function solveDay(model: Model, state: AllocationState, d: number, weight: (r: number) => number): void {
  const day = model.days[d];
  if (!day) return;
  const hasFullDay = model.sessions.some((s) => s.day === d && s.fullDay);
  if (!hasFullDay) {
    for (const t of [day.am, day.pm]) if (t >= 0) solveSlot(model, state, t, weight, null);
    return;
  }
  // Afternoon values without full-day sessions, as the first guess of what a full day costs.
  const alone = solveSlot(model, state, day.pm, weight, null, true);
  let afternoon = alone;
  let best = -1;
  let bestPlaces: [number, number][] = [];
  for (let pass = 0; pass < 2; pass++) {
    clearDay(state, d);
    solveSlot(model, state, day.am, weight, afternoon);
    const got = solveSlot(model, state, day.pm, weight, null);
    const value = dayValue(model, state, d, weight);
    if (value > best + 1e-12) {
      best = value;
      bestPlaces = dayPlaces(model, state, d);
    }
    // Next guess: the afternoon people actually got (seats freed by full-day takers included);
    // for those who took a full day, what they would have had without full days at all.
    afternoon = got.map((v, r) =>
      model.sessions[state.heldAt(r, day.pm)]?.fullDay ? (alone[r] as number) : v,
    );
  }
  clearDay(state, d);
  for (const [r, s] of bestPlaces) state.place(r, s);
}

/**
 * Solves one slot. `afternoon` (when given) makes full-day sessions available in this morning
 * problem, each worth the whole day minus the person's afternoon value. With `dryRun` the
 * placements are undone and only the per-person values are returned.
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
  const local = new Map<number, number>();
  for (const [s, session] of model.sessions.entries()) {
    const inSlot = session.slots.includes(t);
    if (!inSlot) continue;
    if (session.fullDay && afternoon === null) continue; // decided elsewhere (or not at all in dry runs)
    local.set(s, sinks.length);
    sinks.push(s);
  }
  const people: number[] = [];
  const persons: TransportPerson[] = [];
  const chosen: Candidate[][] = [];
  for (let r = 0; r < model.registrations.length; r++) {
    if (state.heldAt(r, t) >= 0) continue;
    const reg = model.registrations[r] as ModelRegistration;
    const w = weight(r);
    const person: TransportPerson = { sinks: [], costs: [] };
    const options: Candidate[] = [];
    for (const choice of reg.choices) {
      const sink = local.get(choice.session);
      if (sink === undefined) continue;
      const session = model.sessions[choice.session];
      if (!session || state.heldOfActivity(r, session.activity) >= 0) continue;
      let gain: number;
      if (session.fullDay) {
        if (session.slots.some((slot) => state.heldAt(r, slot) >= 0)) continue;
        gain = w * choice.utility - (afternoon?.[r] ?? 0);
      } else {
        gain = w * choice.utility;
      }
      if (gain <= 0) continue;
      person.sinks.push(sink);
      person.costs.push(-gain);
      options.push({ r, choice, gain });
    }
    if (person.sinks.length === 0) continue;
    people.push(r);
    persons.push(person);
    chosen.push(options);
  }
  const capacities = sinks.map((s) => Math.max(0, (model.sessions[s]?.capacity ?? 0) - (state.load[s] ?? 0)));
  const assignment = solveTransport(capacities, persons);
  for (let p = 0; p < people.length; p++) {
    const sink = assignment[p] as number;
    if (sink < 0) continue;
    const r = people[p] as number;
    const s = sinks[sink] as number;
    const option = (chosen[p] as Candidate[]).find((c) => c.choice.session === s);
    values[r] = option?.gain ?? 0;
    if (!dryRun) state.place(r, s);
  }
  return values;
}

function dayPlaces(model: Model, state: AllocationState, d: number): [number, number][] {
  const day = model.days[d];
  const places: [number, number][] = [];
  if (!day) return places;
  for (let r = 0; r < model.registrations.length; r++) {
    let last = -1;
    for (const t of [day.am, day.pm]) {
      if (t < 0 || state.isFixed(r, t)) continue;
      const s = state.heldAt(r, t);
      if (s >= 0 && s !== last) places.push([r, s]);
      last = s;
    }
  }
  return places;
}

function dayValue(model: Model, state: AllocationState, d: number, weight: (r: number) => number): number {
  let total = 0;
  for (const [r, s] of dayPlaces(model, state, d)) {
    const choice = model.registrations[r]?.choices.find((c) => c.session === s);
    total += weight(r) * (choice?.utility ?? 0);
  }
  return total;
}
