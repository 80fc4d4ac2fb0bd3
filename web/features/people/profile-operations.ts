import { graphql } from '#web/graphql/index';

/** The profile fields the details form edits, as read and as saved. */
export const ProfileDetailsFragment = graphql(`
  fragment ProfileDetails on User {
    id
    email
    profile {
      id
      name
      pronouns
      phone
      city {
        id
        name
        traditionalNames
        country
      }
    }
  }
`);

export const ProfileQuery = graphql(`
  query Profile {
    currentUser {
      ...ProfileDetails
      profile {
        id
        picture {
          id
          small
          medium
        }
      }
    }
    cities {
      id
      name
      traditionalNames
      country
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on User {
        ...ProfileDetails
      }
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on User {
        id
      }
    }
  }
`);
