import { createRandom, type Random, shuffle } from '../../core/allocation/random';
import type { AllocationInstance, AllocationSession, Preference } from '../../core/allocation/types';

/** A convention-sized festival: how many days and how many sessions run side by side. */
export type FestivalShape = {
  days: number;
  /** Sessions touching each slot (a full-day session counts in both halves), drawn in [min, max]. */
  perSlot: [number, number];
  /** Share of the festival's sessions that take the whole day. */
  fullDayShare: number;
};

/** The convention-sized instances of issue 13: ≈46–50 sessions a slot, 20 % of sessions full-day. */
export const CONVENTIONS: Record<string, { registrations: number; shape: FestivalShape }> = {
  '2000x460': { registrations: 2000, shape: { days: 6, perSlot: [42, 50], fullDayShare: 0.2 } },
  '10000x1500': { registrations: 10_000, shape: { days: 19, perSlot: [46, 50], fullDayShare: 0.2 } },
};

/**
 * Realistic festival instances for the benchmark: 5–8 days of morning and afternoon slots, 4–10
 * sessions per slot (more for bigger festivals), capacities 10–24, about 10 % full-day sessions,
 * some activities running twice, skewed popularity (a few workshops wanted 3–5× their capacity),
 * and people ranking 1–5 sessions in 3–8 slots. A `shape` replaces the days, the sessions per slot
 * and the full-day share (convention-sized festivals).
 */
export function generateInstance(
  registrationCount: number,
  seed: number,
  shape?: FestivalShape,
): AllocationInstance {
  const random = createRandom(seed, 7);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  // Bigger festivals run longer and with more parallel sessions (within 5–8 days, 4–10 per slot).
  // Even at the top of those ranges the largest instances stay heavily oversubscribed.
  const scale = Math.min(1, Math.log10(Math.max(150, registrationCount) / 150) / Math.log10(2000 / 150));
  const dayCount = shape?.days ?? int(5 + Math.round(2 * scale), 6 + Math.round(2 * scale));
  const minPerSlot = shape?.perSlot[0] ?? 4 + Math.round(5 * scale);
  const maxPerSlot = shape?.perSlot[1] ?? 7 + Math.round(3 * scale);
  // Full days F among P per slot make F / (2P − F) of all sessions: F = 2P·share / (1 + share).
  const fullDayShare = shape?.fullDayShare;

  const sessions: AllocationSession[] = [];
  const popularity: number[] = [];
  let activityCount = 0;
  const newSession = (slots: string[], activityId?: string): AllocationSession => {
    const session = {
      id: `s${sessions.length + 1}`,
      activityId: activityId ?? `a${++activityCount}`,
      capacity: int(10, 24),
      slots,
    };
    sessions.push(session);
    // Log-normal-ish popularity with a few stars.
    popularity.push(Math.exp(gaussian(random) * 0.6) * (random() < 0.08 ? 4 : 1));
    return session;
  };

  for (let d = 0; d < dayCount; d++) {
    const date = `2026-10-${String(5 + d).padStart(2, '0')}`;
    const am = `${date}:am`;
    const pm = `${date}:pm`;
    const perSlot = int(minPerSlot, maxPerSlot);
    const fullDays =
      fullDayShare === undefined
        ? Math.max(0, Math.round(perSlot * 0.1 + (random() - 0.5)))
        : Math.round((2 * perSlot * fullDayShare) / (1 + fullDayShare) + (random() - 0.5));
    for (let i = 0; i < fullDays; i++) newSession([am, pm]);
    for (let i = fullDays; i < perSlot; i++) newSession([am]);
    for (let i = fullDays; i < perSlot; i++) newSession([pm]);
  }
  // Some activities run twice: give a few half-day sessions the activity of another.
  const halfDays = sessions.filter((s) => s.slots.length === 1);
  for (let i = 0; i < Math.round(halfDays.length * 0.12); i++) {
    const copy = halfDays[int(0, halfDays.length - 1)] as AllocationSession;
    const original = halfDays[int(0, halfDays.length - 1)] as AllocationSession;
    if (copy !== original && copy.slots[0] !== original.slots[0]) copy.activityId = original.activityId;
  }

  const slots = [...new Set(sessions.flatMap((s) => s.slots))].sort();
  const bySlot = new Map(
    slots.map((slot) => [slot, sessions.map((_, i) => i).filter((i) => sessions[i]?.slots.includes(slot))]),
  );

  const registrations = Array.from({ length: registrationCount }, (_, r) => {
    const preferences: Preference[] = [];
    const ranked = new Set<number>();
    const chosenSlots = shuffle([...slots], random).slice(0, int(3, Math.min(8, slots.length)));
    for (const slot of chosenSlots.sort()) {
      const candidates = (bySlot.get(slot) ?? []).filter((i) => !ranked.has(i));
      const wanted = int(1, 5);
      let position =
        1 +
        preferences.filter((p) => sessions[Number(p.sessionId.slice(1)) - 1]?.slots.includes(slot)).length;
      for (let k = 0; k < wanted && candidates.length > 0; k++) {
        const pick = weightedPick(candidates, popularity, random);
        candidates.splice(candidates.indexOf(pick), 1);
        ranked.add(pick);
        preferences.push({ sessionId: (sessions[pick] as AllocationSession).id, position: position++ });
      }
    }
    return { id: `r${r + 1}`, preferences };
  });
  return { sessions, registrations };
}

function weightedPick(candidates: number[], weights: number[], random: Random): number {
  let total = 0;
  for (const i of candidates) total += weights[i] as number;
  let x = random() * total;
  for (const i of candidates) {
    x -= weights[i] as number;
    if (x <= 0) return i;
  }
  return candidates[candidates.length - 1] as number;
}

function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
