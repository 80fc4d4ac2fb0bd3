import { graphql } from '#web/graphql/index';

/** The viewer's festival schedule (User.calendar is only ever their own). */
export const MyCalendarQuery = graphql(`
  query MyCalendar {
    currentUser {
      id
      calendar {
        id
        kind
        waitlistPlace
        role
        via { id name }
        session {
          id
          startsAt
          endsAt
          venue { id name room }
          activity { id name slug type presenters { id name } }
        }
      }
    }
  }
`);

/** One session the viewer takes part in; null when they do not (the page is then not found). */
export const MySessionQuery = graphql(`
  query MySession($id: ID!) {
    mySession(id: $id) {
      id
      kinds
      role
      waitlistPlace
      session {
        id
        startsAt
        endsAt
        venue { id name room address }
        activity {
          __typename
          id
          name
          slug
          type
          descriptionHtml
          presenters { id name }
          ... on Workshop {
            tutors { id name }
            show {
              id
              name
              slug
              type
              sessions { id startsAt endsAt venue { id name room } }
            }
          }
          ... on Show { workshop { id name slug type } }
        }
      }
    }
  }
`);
