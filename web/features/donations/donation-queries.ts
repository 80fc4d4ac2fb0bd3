import { graphql } from '#web/graphql/index';

export const CreateDonationMutation = graphql(`
  mutation CreateDonation($input: DonationInput!) {
    createDonation(input: $input) {
      __typename
      ... on DonationStart { clientSecret publishableKey donation { id amount } }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const DonationThanksQuery = graphql(`
  query DonationThanks($paymentIntent: String!) {
    donationThanks(paymentIntent: $paymentIntent) {
      __typename
      ... on DonationThanks { id name amount state }
      ... on NotFoundError { message }
    }
  }
`);

export const DonationSettingsQuery = graphql(`
  query DonationSettings {
    paymentSettings { cardPayments testConfirmUrl }
  }
`);

export const PromiseDonationMutation = graphql(`
  mutation PromiseDonation($input: DonationInput!) {
    promiseDonation(input: $input) {
      __typename
      ... on DonationPromise { accountName accountNumber reference donation { id name amount } }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);
