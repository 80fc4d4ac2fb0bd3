import { describe, expect, it } from 'vitest';
import { type BuildRecord, buildsToKeep, keepDaysFromEnv } from './vite-generations';

const build = (builtAt: number, ...files: string[]): BuildRecord => ({ builtAt, files });

describe('which earlier builds a deploy keeps [issue 29]', () => {
  it('keeps the current build and every build replaced less than the keeping time ago', () => {
    const earlier = [build(0, 'a'), build(10, 'b'), build(50, 'c')];
    // b was replaced at 50, c at 100 (now); a at 10.
    expect(buildsToKeep(earlier, build(100, 'd'), 60).map((b) => b.files[0])).toEqual(['b', 'c', 'd']);
    expect(buildsToKeep(earlier, build(100, 'd'), 0).map((b) => b.files[0])).toEqual(['c', 'd']);
  });

  it('always keeps the build the new one replaces, even with no keeping time', () => {
    expect(buildsToKeep([build(0, 'a')], build(1_000_000, 'b'), 0)).toHaveLength(2);
    expect(buildsToKeep([], build(5, 'a'), 0)).toHaveLength(1);
  });

  it('reads KEEP_BUILDS_DAYS: 7 by default, refusing what is not a number of days', () => {
    expect(keepDaysFromEnv(undefined)).toBe(7);
    expect(keepDaysFromEnv('0.5')).toBe(0.5);
    expect(() => keepDaysFromEnv('soon')).toThrow(/KEEP_BUILDS_DAYS/);
    expect(() => keepDaysFromEnv('-1')).toThrow(/KEEP_BUILDS_DAYS/);
  });
});
