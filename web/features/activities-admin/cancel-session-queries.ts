import { graphql } from '#web/graphql/index';

/** Cancelling and restoring sessions (issue 14). */

export const CancellationImpactQuery = graphql(`
  query AdminCancellationImpact($type: ActivityType!, $slug: String!) {
    activity(type: $type, slug: $slug, includeDrafts: true) {
      __typename
      ... on Activity { id sessions { id cancellationImpact { placed waitlisted ranked people } } }
    }
  }
`);

export const CancelSessionMutation = graphql(`
  mutation CancelSession($id: ID!, $reason: String) {
    cancelSession(id: $id, reason: $reason) {
      __typename
      ... on SessionCancellation { session { id cancelled cancellationReason } impact { people } }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const RestoreSessionMutation = graphql(`
  mutation RestoreSession($id: ID!) {
    restoreSession(id: $id) {
      __typename
      ... on Session { id cancelled cancellationReason }
      ... on Error { message }
    }
  }
`);
