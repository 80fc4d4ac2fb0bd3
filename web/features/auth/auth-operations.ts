import { graphql } from '#web/graphql/index';

export const LogInMutation = graphql(`
  mutation LogIn($email: String!, $password: String!) {
    logIn(email: $email, password: $password) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on AuthPayload { ...AuthPayloadFields }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($name: String!, $email: String!, $password: String!, $passwordConfirmation: String!) {
    signUp(name: $name, email: $email, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on AuthPayload { ...AuthPayloadFields }
    }
  }
`);

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
