import { graphql } from '#web/graphql/index';

/** Every venue with its sessions (the board keeps what is on today and next) [RT-7]. */
export const SignageQuery = graphql(`
  query Signage {
    venues {
      id
      name
      room
      sessions {
        id
        startsAt
        endsAt
        activity { id name type presenters { id name } }
      }
    }
  }
`);
