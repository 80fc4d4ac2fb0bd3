import { describe, expect, it } from 'vitest';
import { isNotError } from './results';

describe('isNotError', () => {
  it('is true for what a field returned and false for its typed errors or no answer', () => {
    expect(isNotError({ __typename: 'Workshop', id: '1' })).toBe(true);
    expect(isNotError({ __typename: 'BooleanSetting' })).toBe(true);
    expect(isNotError({ __typename: 'NotFoundError', message: 'Activity not found' })).toBe(false);
    expect(isNotError({ __typename: 'ValidationError', message: 'Required' })).toBe(false);
    expect(isNotError(null)).toBe(false);
    expect(isNotError(undefined)).toBe(false);
  });
});
