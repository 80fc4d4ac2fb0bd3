import { describe, expect, it } from 'vitest';
import { DONATION_PRESETS, donationAmountProblem, ZDonationInput } from './donation';

const valid = { name: 'Jane Smith', email: 'jane@example.org', amount: 2000, anonymous: false, message: '' };

describe('ZDonationInput', () => {
  it('accepts a donation with every preset amount', () => {
    for (const amount of DONATION_PRESETS)
      expect(ZDonationInput.safeParse({ ...valid, amount }).success).toBe(true);
  });

  it.each([
    ['no name', { name: '' }, 'Required'],
    ['a bad email', { email: 'jane' }, 'Invalid email'],
    ['fractional cents', { amount: 20.5 }, 'Amount must be whole cents'],
    ['less than a dollar', { amount: 99 }, 'The smallest donation we can take is $1.00'],
    ['too much', { amount: 10_000_001 }, 'For donations over $100,000 please contact us'],
  ])('refuses %s', (_name, change, message) => {
    const result = ZDonationInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('donationAmountProblem', () => {
  it.each([
    [null, 'Enter an amount in dollars, like 25 or 25.50'],
    [Number.NaN, 'Enter an amount in dollars, like 25 or 25.50'],
    [-500, 'The smallest donation we can take is $1.00'],
    [0, 'The smallest donation we can take is $1.00'],
    [99, 'The smallest donation we can take is $1.00'],
    [1050.5, 'Amount must be whole cents'],
    [10_000_001, 'For donations over $100,000 please contact us'],
  ])('refuses %j', (amount, message) => {
    expect(donationAmountProblem(amount)).toBe(message);
  });

  it.each([100, 2550, 10_000_000])('accepts %j cents', (amount) => {
    expect(donationAmountProblem(amount)).toBeNull();
  });
});
