import { formatMoney } from '#core/payments/money';
import { domainError } from '#server/services/errors';

/** Card payments need all three Stripe keys; without them only internet banking is offered. */
export class CardPaymentsUnavailableError extends domainError(
  'CARD_PAYMENTS_UNAVAILABLE',
  () => 'Card payments are not available right now. Please pay by internet banking.',
) {}

export class NothingToPayError extends domainError('NOTHING_TO_PAY', () => 'There is nothing to pay.') {}

/** The payment is not in a state that allows the change (for example approving a cancelled one). */
export class PaymentStateError extends domainError('PAYMENT_STATE', (message: string) => message) {}

/** A refund may never exceed what was paid (less what was already refunded). */
export class RefundTooLargeError extends domainError('REFUND_TOO_LARGE', (refundable: number) => ({
  message: `A refund can be at most what was paid and not yet refunded: ${formatMoney(refundable)}.`,
  refundable,
})) {}

/** Stripe refused or could not be reached; the message is safe to show, details are logged. */
export class PaymentProviderError extends domainError(
  'PAYMENT_PROVIDER',
  (message: string = 'The card payment provider could not be reached. Please try again.') => message,
) {}
