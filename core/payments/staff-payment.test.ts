import { describe, expect, it } from 'vitest';
import {
  fieldProblems,
  MAX_PAYMENT_CENTS,
  ZBankPaymentInput,
  ZRefundInput,
  ZVoucherInput,
} from './staff-payment';

describe('staff payment rules [issue 15]', () => {
  it('takes whole cents from one cent to $10,000', () => {
    for (const amount of [1, 6500, MAX_PAYMENT_CENTS])
      expect(ZBankPaymentInput.safeParse({ amount, reference: '', note: '' }).success).toBe(true);
  });

  it.each([
    [0, 'Must be more than $0.00'],
    [-500, 'Must be more than $0.00'],
    [12.5, 'Amount must be whole cents'],
    [MAX_PAYMENT_CENTS + 1, 'Must be at most $10,000.00'],
  ])('refuses %s cents, saying why', (amount, message) => {
    const result = ZRefundInput.safeParse({ amount, note: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldProblems(result.error).amount).toBe(message);
  });

  it('limits references and notes, and trims them', () => {
    const long = ZBankPaymentInput.safeParse({ amount: 100, reference: 'x'.repeat(101), note: '' });
    expect(long.success).toBe(false);
    const trimmed = ZBankPaymentInput.parse({ amount: 100, reference: '  NZIF 1 ', note: ' ok ' });
    expect(trimmed).toEqual({ amount: 100, reference: 'NZIF 1', note: 'ok' });
  });

  it('takes vouchers for 1 to 20 workshops', () => {
    expect(ZVoucherInput.safeParse({ workshops: 1, note: '' }).success).toBe(true);
    expect(ZVoucherInput.safeParse({ workshops: 20, note: '' }).success).toBe(true);
    for (const workshops of [0, 21, 1.5])
      expect(ZVoucherInput.safeParse({ workshops, note: '' }).success).toBe(false);
  });
});
