import { graphql } from '#web/graphql/index';

export const HomeQuery = graphql(`
  query Home {
    festival {
      id
      phase
      earlybirdOpensAt
      generalOpensAt
      upcomingSessions(first: 6) {
        id
        startsAt
        endsAt
        full
        venue { id name room }
        activity { id name type slug }
      }
    }
  }
`);
