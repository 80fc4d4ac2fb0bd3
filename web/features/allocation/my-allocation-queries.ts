import { graphql } from '#web/graphql/index';

/** The participant's own published lottery result (null until staff publish it). */
export const MyWorkshopAllocationQuery = graphql(`
  query MyWorkshopAllocation {
    myWorkshopAllocation {
      publishedAt
      placements { id }
      waitlists { position session { id } }
      explanation {
        slot
        withinSlotRank
        keptFromBefore
        adjusted
        session { id activity { id name } }
        better {
          sessionId
          withinSlotRank
          reason
          capacity
          held
          heldBeforeLottery
          session { id activity { id name } }
        }
      }
    }
  }
`);
