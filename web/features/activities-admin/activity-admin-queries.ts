import { graphql } from '#web/graphql/index';

/** A session's time and how full it is, as the staff lists show it (placesTaken()). */
export const AdminSessionFieldsFragment = graphql(`
  fragment AdminSessionFields on Session { id startsAt endsAt capacity placesTaken waitlistCount }
`);

export const AdminActivityListQuery = graphql(`
  query AdminActivityList($type: ActivityType!) {
    festival {
      id
      activities(type: $type, includeDrafts: true) {
        id
        name
        slug
        type
        isDraft
        sessions { ...AdminSessionFields }
      }
    }
  }
`);

export const AdminActivityQuery = graphql(`
  query AdminActivity($type: ActivityType!, $slug: String!) {
    activity(type: $type, slug: $slug, includeDrafts: true) {
      __typename
      ... on Activity {
        id
        name
        slug
        type
        isDraft
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
    activity(type: $type, slug: $slug, includeDrafts: true) {
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
    activity(type: $type, slug: $slug, includeDrafts: true) {
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

export const PublishActivityMutation = graphql(`
  mutation PublishActivity($id: ID!) {
    publishActivity(id: $id) {
      __typename
      ... on Activity { id isDraft publishedAt }
      ... on Error { message }
    }
  }
`);

export const PublishDraftsMutation = graphql(`
  mutation PublishDrafts($festivalId: ID!, $type: ActivityType) {
    publishDrafts(festivalId: $festivalId, type: $type) {
      __typename
      ... on PublishedDrafts { published { id isDraft publishedAt } }
      ... on Error { message }
    }
  }
`);

/** The public programme of one kind as the public will see it, with the drafts (staff preview). */
export const ProgrammePreviewQuery = graphql(`
  query ProgrammePreview($activityType: ActivityType!) {
    festival {
      id
      activities(type: $activityType, includeDrafts: true) {
        ...ActivityCard
        isDraft
      }
    }
  }
`);
