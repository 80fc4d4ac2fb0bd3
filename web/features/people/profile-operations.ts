import { graphql } from '#web/graphql/index';

export const ProfileQuery = graphql(`
  query Profile {
    currentUser {
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
      ... on Error {
        message
      }
      ... on ValidationError {
        problems {
          path
          message
        }
      }
      ... on User {
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
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        problems {
          path
          message
        }
      }
      ... on User {
        id
      }
    }
  }
`);
