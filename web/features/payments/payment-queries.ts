import { graphql } from '#web/graphql/index';

export const PaymentSettingsQuery = graphql(`
  query PaymentSettings {
    paymentSettings { cardPayments stripePublishableKey testConfirmUrl }
  }
`);

export const PaymentAccountQuery = graphql(`
  query PaymentAccount($registrationId: ID) {
    paymentAccount(registrationId: $registrationId) {
      registrationId
      name
      balance {
        workshopsCount isEstimate value discount donation total paid vouchers refunded pending outstanding credit
        voucherCredit cashCredit
      }
      payments { id kind state amount reference createdAt }
      internetBanking { accountName accountNumber reference }
    }
  }
`);

export const CreateCardPaymentIntentMutation = graphql(`
  mutation CreateCardPaymentIntent($registrationId: ID) {
    createCardPaymentIntent(registrationId: $registrationId) {
      __typename
      ... on CardPaymentIntent { clientSecret paymentIntentId amount publishableKey }
      ... on Error { message }
    }
  }
`);

export const PromiseInternetBankingPaymentMutation = graphql(`
  mutation PromiseInternetBankingPayment($registrationId: ID) {
    promiseInternetBankingPayment(registrationId: $registrationId) {
      __typename
      ... on InternetBankingPayment { id state amount reference }
      ... on Error { message }
    }
  }
`);
