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
      ... on MutationApprovePaymentSuccess { data { id state canApprove canCancel canRefund } }
      ... on Error { message }
    }
  }
`);

export const CancelPaymentMutation = graphql(`
  mutation CancelPayment($id: ID!) {
    cancelPayment(id: $id) {
      __typename
      ... on MutationCancelPaymentSuccess { data { id state canApprove canCancel canRefund } }
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
