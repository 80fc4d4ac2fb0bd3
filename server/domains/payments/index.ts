export { INTENT_EXPECTED_AMOUNT, INTENT_PURPOSE } from './card-payments.service';
export { BalanceRef, PaymentAccountRef, PaymentRef } from './payment-types.graphql';
export {
  CardPaymentsUnavailableError,
  NothingToPayError,
  PaymentProviderError,
  PaymentStateError,
  RefundTooLargeError,
} from './payments.errors';
export { canManagePayments, canSeeRegistrationPayments } from './payments.policy';
export {
  findPaymentRegistration,
  findVisibleRegistration,
  getRegistrationBalance,
  listRegistrationPayments,
  requirePaymentsStaff,
} from './payments.queries';
export {
  applyRegistrationIntent,
  type IntentHandler,
  intentAmountProblem,
  registerStripeWebhook,
  STRIPE_WEBHOOK_PATH,
} from './payments.webhook';
export { paymentsCsvExport } from './payments-csv';
