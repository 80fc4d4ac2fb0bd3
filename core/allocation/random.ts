/**
 * A small seeded PRNG (mulberry32). The lottery must be reproducible from the seed alone, so
 * nothing here touches Math.random or the clock.
 */
export type Random = () => number;

/** Folds any safe integer (negative or above 2^32 too) into a well-mixed 32-bit state. */
export function mixSeed(seed: number, stream = 0): number {
  const low = seed >>> 0;
  const high = Math.floor(seed / 4294967296) >>> 0;
  let h = Math.imul(low ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ high, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ Math.imul(stream + 1, 0x27d4eb2f), 0x165667b1);
  return (h ^ (h >>> 15)) >>> 0;
}

/** Returns a generator of floats in [0, 1). */
export function createRandom(seed: number, stream = 0): Random {
  return mulberry32(mixSeed(seed, stream));
}

/** The generator itself, from a 32-bit state taken as it is (the demo seed starts from its seed unmixed). */
export function mulberry32(initialState: number): Random {
  let state = initialState >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}
