import { type PaymentKind, type PaymentState, signedPaymentAmount } from '#core/payments/balance';
import { formatMoney } from '#core/payments/money';

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  CreditCardPayment: 'Card payment',
  InternetBankingPayment: 'Internet banking',
  Voucher: 'Voucher',
  Refund: 'Refund',
};

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const STATE_COLORS: Record<PaymentState, 'amber' | 'green' | 'gray' | 'red'> = {
  pending: 'amber',
  approved: 'green',
  cancelled: 'gray',
  failed: 'red',
};

/** A row's amount as the books read it: money received positive, a refund negative. */
export function signedAmount(payment: { kind: PaymentKind; amount: number }): string {
  return formatMoney(signedPaymentAmount(payment));
}
