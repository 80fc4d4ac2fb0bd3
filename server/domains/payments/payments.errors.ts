import { formatMoney } from '#core/payments/money';
import { DomainError } from '#server/graphql/errors';

/** Card payments need all three Stripe keys; without them only internet banking is offered. */
export class CardPaymentsUnavailableError extends DomainError {
  override readonly code = 'CARD_PAYMENTS_UNAVAILABLE';
  constructor() {
    super('Card payments are not available right now. Please pay by internet banking.');
    this.name = 'CardPaymentsUnavailableError';
  }
}

export class NothingToPayError extends DomainError {
  override readonly code = 'NOTHING_TO_PAY';
  constructor() {
    super('There is nothing to pay.');
    this.name = 'NothingToPayError';
  }
}

/** The payment is not in a state that allows the change (for example approving a cancelled one). */
export class PaymentStateError extends DomainError {
  override readonly code = 'PAYMENT_STATE';
  constructor(message: string) {
    super(message);
    this.name = 'PaymentStateError';
  }
}

/** A refund may never exceed what was paid (less what was already refunded). */
export class RefundTooLargeError extends DomainError {
  override readonly code = 'REFUND_TOO_LARGE';
  constructor(readonly refundable: number) {
    super(`A refund can be at most what was paid and not yet refunded: ${formatMoney(refundable)}.`);
    this.name = 'RefundTooLargeError';
  }
}

/** Stripe refused or could not be reached; the message is safe to show, details are logged. */
export class PaymentProviderError extends DomainError {
  override readonly code = 'PAYMENT_PROVIDER';
  constructor(message = 'The card payment provider could not be reached. Please try again.') {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
