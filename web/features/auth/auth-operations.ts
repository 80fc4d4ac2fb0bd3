import { graphql } from '#web/graphql/index';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!, $redirectUrl: String) {
    requestPasswordReset(email: $email, redirectUrl: $redirectUrl) {
      __typename
      ... on MessagePayload { message }
      ... on Error { message }
      ... on ValidationError { problems { path message } }
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on AuthPayload { ...AuthPayloadFields }
    }
  }
`);

export const RequestLoginLinkMutation = graphql(`
  mutation RequestLoginLink($email: String!, $redirectUrl: String) {
    requestLoginLink(email: $email, redirectUrl: $redirectUrl) {
      __typename
      ... on MessagePayload { message }
      ... on Error { message }
      ... on ValidationError { problems { path message } }
    }
  }
`);

export const LogInWithLinkMutation = graphql(`
  mutation LogInWithLink($token: String!) {
    logInWithLink(token: $token) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on AuthPayload { ...AuthPayloadFields }
    }
  }
`);
