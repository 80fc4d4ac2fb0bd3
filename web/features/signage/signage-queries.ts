import { graphql } from '#web/graphql/index';

/** Every venue with its sessions at the current festival (the board keeps today's and next) [RT-7]. */
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
        cancelled
        activity { id name type presenters { id name } }
      }
    }
  }
`);
