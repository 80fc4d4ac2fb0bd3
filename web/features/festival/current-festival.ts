import { graphql } from '#web/graphql/index';

export const CurrentFestivalQuery = graphql(`
  query CurrentFestival {
    festival {
      id
      startDate
      endDate
    }
  }
`);
