import { mulberry32, type Random } from '#core/allocation/random';

export type { Random };

/** A small seeded PRNG (mulberry32) so the demo seed is the same on every run. */
export const createRandom = (seed: number): Random => mulberry32(seed);

/** An integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Draws up to `count` distinct items, each draw proportional to its weight. */
export function weightedSample<T>(
  random: Random,
  items: readonly T[],
  weight: (item: T) => number,
  count: number,
): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((sum, item) => sum + weight(item), 0);
    let target = random() * total;
    let index = pool.findIndex((item) => {
      target -= weight(item);
      return target < 0;
    });
    if (index < 0) index = pool.length - 1;
    chosen.push(...pool.splice(index, 1));
  }
  return chosen;
}

/** A stable 32-bit seed from a text (FNV-1a), so a picture does not depend on insertion order. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
