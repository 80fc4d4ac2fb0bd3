import { graphql } from '#web/graphql/index';

export const ProgrammeQuery = graphql(`
  query Programme($activityType: ActivityType!) {
    festival {
      id
      activities(type: $activityType) {
        ...ActivityCard
      }
    }
  }
`);

export const ActivityDetailsQuery = graphql(`
  query ActivityDetails($type: ActivityType!, $slug: String!) {
    festival { id phase }
    activity(type: $type, slug: $slug) {
      __typename
      ... on Activity {
        id
        name
        type
        slug
        descriptionHtml
        bookingLink
        suitability
        picture { id large blurhash altText width height }
        presenters {
          id
          name
          isFestival
          bioHtml
          city { id name traditionalNames country }
          picture { id small }
        }
        sessions {
          id
          startsAt
          endsAt
          full
          cancelled
          cancellationReason
          venue { id name room address }
        }
        ... on Workshop { show { id name slug type } }
        ... on Show { workshop { id name slug type } }
      }
      ... on NotFoundError { message }
    }
  }
`);
