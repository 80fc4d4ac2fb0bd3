import { graphql } from '#web/graphql/index';

export const AdminTimetableQuery = graphql(`
  query AdminTimetable {
    festival {
      id
      timetable {
        id
        startsAt
        endsAt
        capacity
        placesTaken
        waitlistCount
        venue { id name room position }
        activity { id name type slug }
      }
    }
  }
`);
