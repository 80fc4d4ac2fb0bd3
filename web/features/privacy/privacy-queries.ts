import { graphql } from '#web/graphql/index';

// GraphQL documents of the privacy screens (decision 018).

export const ExportPersonalDataMutation = graphql(`
  mutation ExportPersonalData($userId: ID) {
    exportPersonalData(userId: $userId) {
      __typename
      ... on Error { message }
      ... on PersonalDataExport { fileName json summary }
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($confirmEmail: String!, $userId: ID) {
    deleteAccount(confirmEmail: $confirmEmail, userId: $userId) {
      __typename
      ... on Error { message }
      ... on AccountDeletionRefusedError { reasons }
      ... on ValidationError { problems { path message } }
      ... on AccountDeleted { userId }
    }
  }
`);

export const AccountDeletionBlockersQuery = graphql(`
  query AccountDeletionBlockers {
    currentUser { id email accountDeletionBlockers }
  }
`);
