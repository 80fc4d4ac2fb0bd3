import { describe, expect, it } from 'vitest';
import { requiredIdParam, requiredStringParam, stringParam } from './search-params';

describe('search params', () => {
  it('keeps strings and falls back for anything else', () => {
    expect(stringParam('abc', '')).toBe('abc');
    expect(stringParam(undefined, '')).toBe('');
    expect(stringParam(12, '/')).toBe('/');
    expect(stringParam(['a'], undefined)).toBeUndefined();
  });

  it('falls back when a pattern is not met', () => {
    const day = /^\d{4}-\d{2}-\d{2}$/;
    expect(stringParam('2027-10-03', undefined, day)).toBe('2027-10-03');
    expect(stringParam('tomorrow', undefined, day)).toBeUndefined();
    expect(stringParam('', undefined, /./)).toBeUndefined();
  });

  it('refuses a missing required param', () => {
    expect(requiredStringParam('7', 'session')).toBe('7');
    expect(() => requiredStringParam(undefined, 'session')).toThrow(/session/);
    expect(() => requiredStringParam(7, 'session')).toThrow(/session/);
  });

  it('takes a plain numeric id as people type it (?session=3) as well as the quoted form [issue 28]', () => {
    expect(requiredIdParam(3, 'session')).toBe('3');
    expect(requiredIdParam('3', 'session')).toBe('3');
    expect(() => requiredIdParam(undefined, 'session')).toThrow(/session/);
    expect(() => requiredIdParam(-1, 'session')).toThrow(/session/);
    expect(() => requiredIdParam(1.5, 'session')).toThrow(/session/);
  });
});
