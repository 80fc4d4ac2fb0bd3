import { describe, expect, it } from 'vitest';
import { describeCredit } from './credit';

describe('describeCredit', () => {
  it('offers a refund of cash credit only, and says voucher credit is never paid out', () => {
    expect(describeCredit({ cashCredit: 0, voucherCredit: 6000 }, 'reply to this email')).toEqual([
      'Your voucher has $60.00 left. It can pay for another workshop place; it cannot be refunded as money.',
    ]);
    const both = describeCredit({ cashCredit: 2500, voucherCredit: 1000 }, 'reply to this email');
    expect(both[0]).toContain('You have paid $25.00 more');
    expect(both[0]).toContain('reply to this email and we will refund it');
    expect(both[1]).toContain('$10.00 left');
    expect(both[1]).not.toContain('we will refund');
    expect(describeCredit({ cashCredit: 0, voucherCredit: 0 }, 'x')).toEqual([]);
  });
});
