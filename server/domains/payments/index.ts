export {
  CardPaymentsUnavailableError,
  NothingToPayError,
  PaymentProviderError,
  PaymentStateError,
  RefundTooLargeError,
} from './payments.errors';
export { BalanceRef, PaymentAccountRef, PaymentRef } from './payments.graphql';
export { canManagePayments, canSeeRegistrationPayments } from './payments.policy';
export {
  csvField,
  findPaymentRegistration,
  findVisibleRegistration,
  getRegistrationBalance,
  INTENT_EXPECTED_AMOUNT,
  INTENT_PURPOSE,
  listRegistrationPayments,
  toCsv,
} from './payments.service';
export {
  applyRegistrationIntent,
  type IntentHandler,
  intentAmountProblem,
  registerStripeWebhook,
  STRIPE_WEBHOOK_PATH,
} from './payments.webhook';
