import { graphql } from '#web/graphql/index';

/** A session's time and how full it is, as the staff lists show it (placesTaken()). */
export const AdminSessionFieldsFragment = graphql(`
  fragment AdminSessionFields on Session { id startsAt endsAt capacity placesTaken waitlistCount }
`);

export const AdminActivityListQuery = graphql(`
  query AdminActivityList($type: ActivityType!) {
    festival {
      id
      activities(type: $type) {
        id
        name
        slug
        type
        sessions { ...AdminSessionFields }
      }
    }
  }
`);

export const AdminActivityQuery = graphql(`
  query AdminActivity($type: ActivityType!, $slug: String!) {
    activity(type: $type, slug: $slug) {
      __typename
      ... on Activity {
        id
        name
        slug
        type
        description
        suitability
        bookingLink
        canEdit
        presenters { id name }
        cast { id role person { id name } }
        sessions {
          ...AdminSessionFields
          cancelled
          cancellationReason
          venue { id name room }
        }
        picture { id medium blurhash altText width height }
        ... on Workshop { show { id name slug type } }
        ... on Show { workshop { id name slug type } }
      }
      ... on Error { message }
    }
  }
`);

export const UpdateActivityMutation = graphql(`
  mutation UpdateActivity($id: ID!, $input: ActivityInput!) {
    updateActivity(id: $id, input: $input) {
      __typename
      ... on Activity { id name slug description suitability bookingLink }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const AdminActivityFeedbackQuery = graphql(`
  query AdminActivityFeedback($type: ActivityType!, $slug: String!) {
    activity(type: $type, slug: $slug) {
      __typename
      ... on Activity {
        id
        feedback { id rating positive constructive testimonial createdAt session { id startsAt } }
      }
    }
  }
`);

export const AdminSessionParticipantsQuery = graphql(`
  query AdminSessionParticipants($type: ActivityType!, $slug: String!) {
    activity(type: $type, slug: $slug) {
      __typename
      ... on Activity {
        id
        name
        sessions {
          ...AdminSessionFields
          venue { id name room }
          participants { id registrationId name email position }
          waitlist { id registrationId name email position }
        }
      }
    }
  }
`);
