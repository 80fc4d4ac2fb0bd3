import { describe, expect, it } from 'vitest';
import { joinNames } from './presenters';

describe('joinNames', () => {
  it.each([
    [[], ''],
    [['Alice'], 'Alice'],
    [['Alice', 'Bob'], 'Alice and Bob'],
    [['Alice', 'Bob', 'Carol'], 'Alice, Bob and Carol'],
    [['A', 'B', 'C', 'D'], 'A, B, C and D'],
  ])('joins %j as %j with commas and "and" [PG-5]', (names, expected) => {
    expect(joinNames(names)).toBe(expected);
  });
});
