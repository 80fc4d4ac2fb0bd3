import { describe, expect, it } from 'vitest';
import {
  isDataException,
  isForeignKeyViolation,
  isPlacementRefused,
  isRetryableTransactionError,
  isUniqueViolation,
} from './errors';

/** As Drizzle throws them: its own error, with the driver's error (and its code) as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });
const direct = (code: string) => Object.assign(new Error('db'), { code });

describe('database errors', () => {
  it('finds the code on the error or anywhere in its cause chain', () => {
    expect(isUniqueViolation(direct('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(new Error('x', { cause: wrapped('23505') }))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
    expect(isForeignKeyViolation(wrapped('23503'))).toBe(true);
  });

  it('retries deadlocks and serialisation failures only', () => {
    expect(isRetryableTransactionError(wrapped('40001'))).toBe(true);
    expect(isRetryableTransactionError(direct('40P01'))).toBe(true);
    expect(isRetryableTransactionError(wrapped('23505'))).toBe(false);
    expect(isRetryableTransactionError(new Error('timeout'))).toBe(false);
  });

  it('knows data exceptions (class 22) and ignores codes that are not SQLSTATE', () => {
    expect(isDataException(wrapped('22P02'))).toBe(true);
    expect(isDataException(wrapped('22003'))).toBe(true);
    expect(isDataException(direct('23505'))).toBe(false);
    expect(isDataException(direct('22'))).toBe(false);
    expect(isUniqueViolation(direct('ECONNREFUSED'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('knows a place refused by the capacity trigger from other check violations', () => {
    const check = (constraint: string) =>
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('db'), { code: '23514', constraint }),
      });
    expect(isPlacementRefused(check('placements_capacity'))).toBe(true);
    expect(isPlacementRefused(new Error('x', { cause: check('placements_capacity') }))).toBe(true);
    expect(isPlacementRefused(check('sessions_capacity'))).toBe(false);
    expect(
      isPlacementRefused(
        Object.assign(new Error('db'), { code: '23505', constraint: 'placements_capacity' }),
      ),
    ).toBe(false);
  });
});
