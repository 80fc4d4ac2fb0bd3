import { graphql } from '#web/graphql/index';

export const AdminPaymentsQuery = graphql(`
  query AdminPayments($filter: PaymentFilter) {
    paymentTotals(filter: $filter) { kind state count amount }
    payments(filter: $filter, limit: 500) {
      id kind state amount reference createdAt
      participant { registrationId name email }
    }
  }
`);

export const AdminPaymentsCsvQuery = graphql(`
  query AdminPaymentsCsv($filter: PaymentFilter) {
    paymentsCsv(filter: $filter)
  }
`);

export const AdminPaymentQuery = graphql(`
  query AdminPayment($id: ID!) {
    payment(id: $id) {
      __typename id kind state amount reference note createdAt updatedAt canApprove canCancel canRefund
      participant { registrationId name email }
      ... on CreditCardPayment { needsReview stripePaymentIntentId }
      ... on Voucher { workshops }
      ... on Refund { refundOf { id kind amount } }
    }
  }
`);

export const ApprovePaymentMutation = graphql(`
  mutation ApprovePayment($id: ID!) {
    approvePayment(id: $id) {
      __typename
      ... on Payment { id state canApprove canCancel canRefund }
      ... on Error { message }
    }
  }
`);

export const CancelPaymentMutation = graphql(`
  mutation CancelPayment($id: ID!) {
    cancelPayment(id: $id) {
      __typename
      ... on Payment { id state canApprove canCancel canRefund }
      ... on Error { message }
    }
  }
`);

export const RefundPaymentMutation = graphql(`
  mutation RefundPayment($paymentId: ID!, $amount: Int!, $note: String) {
    refundPayment(paymentId: $paymentId, amount: $amount, note: $note) {
      __typename
      ... on Refund { id state amount }
      ... on Error { message }
    }
  }
`);

export const AddVoucherMutation = graphql(`
  mutation AddVoucher($registrationId: ID!, $workshops: Int!, $note: String) {
    addVoucher(registrationId: $registrationId, workshops: $workshops, note: $note) {
      __typename
      ... on Voucher { id amount workshops }
      ... on Error { message }
    }
  }
`);

export const AdminRegistrationMoneyQuery = graphql(`
  query AdminRegistrationMoney($registrationId: ID!) {
    paymentAccount(registrationId: $registrationId) {
      registrationId
      balance { total paid vouchers refunded pending outstanding credit isEstimate }
      payments { id kind state amount reference createdAt }
    }
  }
`);

export const RecordBankPaymentMutation = graphql(`
  mutation RecordBankPayment($registrationId: ID!, $amount: Int!, $reference: String, $note: String) {
    recordInternetBankingPayment(registrationId: $registrationId, amount: $amount, reference: $reference, note: $note) {
      __typename
      ... on InternetBankingPayment { id state amount reference }
      ... on Error { message }
    }
  }
`);

/**
 * Every staff query that shows a registration's money or history; refetched (when on screen)
 * after each money action so no page keeps an old figure.
 */
export const STAFF_MONEY_QUERIES = [
  'AdminRegistrationMoney',
  'AdminRegistration',
  'AdminPayment',
  'AdminPayments',
  'PaymentAccount',
];
