import { describe, expect, it } from 'vitest';
import { paymentIntentIdFromSecret } from '#web/components/card-form';
import { signedAmount } from './payment-format';

describe('payment formatting', () => {
  it('shows payments as taking off and refunds as adding back', () => {
    expect(signedAmount({ kind: 'CreditCardPayment', amount: 6500 })).toBe('$65.00');
    expect(signedAmount({ kind: 'Voucher', amount: 6500 })).toBe('$65.00');
    expect(signedAmount({ kind: 'Refund', amount: 1000 })).toBe('-$10.00');
  });

  it('reads the intent id from a client secret', () => {
    expect(paymentIntentIdFromSecret('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
  });
});
