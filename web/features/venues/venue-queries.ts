import { graphql } from '#web/graphql/index';

export const VenuesQuery = graphql(`
  query Venues {
    venues { id name room address accessibilityNotes latitude longitude }
  }
`);

export const VenueQuery = graphql(`
  query Venue($id: ID!) {
    venue(id: $id) {
      __typename
      ... on Venue {
        id
        name
        room
        address
        accessibilityNotes
        latitude
        longitude
        sessions {
          id
          startsAt
          endsAt
          activity { id name type slug }
        }
      }
      ... on NotFoundError { message }
    }
  }
`);
