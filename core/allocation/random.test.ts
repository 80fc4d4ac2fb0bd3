import { describe, expect, it } from 'vitest';
import { createRandom, shuffle } from './random';

describe('createRandom', () => {
  it('is reproducible per seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(2 ** 40)).not.toEqual(draw(0));
    expect(draw(-1)).not.toEqual(draw(1));
  });

  it('stays in [0, 1) and looks uniform', () => {
    const random = createRandom(7);
    const buckets = new Array(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = random();
      if (!(x >= 0 && x < 1)) outside++;
      buckets[Math.floor(x * 10)]++;
    }
    expect(outside).toBe(0);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('shuffles into a permutation', () => {
    const items = shuffle([1, 2, 3, 4, 5, 6], createRandom(1));
    expect([...items].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
