import { describe, expect, it } from 'vitest';
import { assertCents, centsToDecimal, formatMoney, parseMoney, tryParseMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [6500, '$65.00'],
    [6550, '$65.50'],
    [6505, '$65.05'],
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
    [-123456, '-$1,234.56'],
  ])('%i cents is %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('can drop zero cents and add the currency code', () => {
    expect(formatMoney(7000, { omitZeroCents: true })).toBe('$70');
    expect(formatMoney(7050, { omitZeroCents: true })).toBe('$70.50');
    expect(formatMoney(30000, { withCurrencyCode: true })).toBe('$300.00 NZD');
    expect(formatMoney(-500, { omitZeroCents: true, withCurrencyCode: true })).toBe('-$5 NZD');
  });

  it.each([65.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('refuses %s', (value) => {
    expect(() => formatMoney(value)).toThrow(RangeError);
    expect(() => assertCents(value)).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it.each([
    ['65', 6500],
    ['65.5', 6550],
    ['65.50', 6550],
    ['65.05', 6505],
    ['0.1', 10],
    ['.50', 50],
    ['0', 0],
    ['-0', 0],
    ['$65.50', 6550],
    [' $ 1,234.56 ', 123456],
    ['1234.56', 123456],
    ['1,000,000', 100000000],
    ['-5', -500],
    ['-$5.25', -525],
    ['0.29', 29], // 0.29 × 100 is 28.999… as a float
    ['1.13', 113],
    ['4.35', 435],
  ])('%j is %i cents', (input, cents) => {
    expect(parseMoney(input)).toBe(cents);
    expect(tryParseMoney(input)).toBe(cents);
  });

  it.each([
    '',
    ' ',
    '$',
    '.',
    '65.505',
    '65.',
    'abc',
    '6 5',
    '1,23',
    '12,34.00',
    '1e3',
    '+5',
    '--5',
    '65,50',
    '0x10',
  ])('rejects %j', (input) => {
    expect(() => parseMoney(input)).toThrow(RangeError);
    expect(tryParseMoney(input)).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    for (const cents of [0, 1, 99, 100, 6550, 123456, -500, 987654321]) {
      expect(parseMoney(formatMoney(cents))).toBe(cents);
    }
  });
});

describe('centsToDecimal', () => {
  it.each([
    [-1000, '-10.00'],
    [123456, '1234.56'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
  ])('%i → %s', (cents, expected) => {
    expect(centsToDecimal(cents)).toBe(expected);
  });
});
