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

/** What approving or cancelling a payment changes, so the cached payment shows its new state. */
export const PaymentDecisionFieldsFragment = graphql(`
  fragment PaymentDecisionFields on Payment { id state canApprove canCancel canRefund }
`);

export const ApprovePaymentMutation = graphql(`
  mutation ApprovePayment($id: ID!) {
    approvePayment(id: $id) {
      __typename
      ...PaymentDecisionFields
      ... on Error { message }
    }
  }
`);

export const CancelPaymentMutation = graphql(`
  mutation CancelPayment($id: ID!) {
    cancelPayment(id: $id) {
      __typename
      ...PaymentDecisionFields
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
      balance { total paid vouchers refunded pending outstanding credit voucherCredit cashCredit isEstimate }
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
 * Mutation options for every staff money action: refetch (and wait for) each staff query that
 * shows a registration's money or history, when on screen, so no page keeps an old figure.
 */
export const REFETCH_STAFF_MONEY = {
  refetchQueries: [
    'AdminRegistrationMoney',
    'AdminRegistration',
    'AdminPayment',
    'AdminPayments',
    'PaymentAccount',
  ],
  awaitRefetchQueries: true,
};
