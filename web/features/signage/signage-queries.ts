import { graphql } from '#web/graphql/index';

/** Every venue, and the public sessions that have not finished yet (the most the server gives). */
export const SignageQuery = graphql(`
  query Signage {
    venues { id name room }
    festival {
      id
      upcomingSessions(first: 24) {
        id
        startsAt
        endsAt
        venue { id }
        activity { id name type presenters { id name } }
      }
    }
  }
`);
