import { describe, expect, it } from 'vitest';
import { isRecordId, parseRecordId } from './ids';

describe('record ids', () => {
  it('accepts canonical positive int4 values, as strings or integers', () => {
    expect(parseRecordId('1')).toBe('1');
    expect(parseRecordId('2147483647')).toBe('2147483647');
    expect(parseRecordId(42)).toBe('42');
    expect(isRecordId('917')).toBe(true);
  });

  it.each([
    '0',
    '-1',
    '1.5',
    '1e3',
    '007',
    ' 1',
    '1 ',
    '',
    'NaN',
    'abc',
    '2147483648',
    '99999999999999999999',
    '١٢٣',
    'a\u0000',
    0,
    -5,
    1.5,
    2_147_483_648,
    Number.NaN,
    null,
    undefined,
    true,
    {},
  ])('refuses %j', (value) => {
    expect(parseRecordId(value)).toBeNull();
  });
});
