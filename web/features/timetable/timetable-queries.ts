import type { AdminTimetableQuery as AdminTimetableData } from '#web/graphql/graphql';
import { graphql } from '#web/graphql/index';

export const AdminTimetableQuery = graphql(`
  query AdminTimetable {
    festival {
      id
      startDay
      endDay
      timetable {
        id
        startsAt
        endsAt
        capacity
        placesTaken
        waitlistCount
        cancelled
        venue { id name room position }
        presenters { id name }
        activity { id name type slug canEdit }
      }
    }
    venues { id name room position }
  }
`);

export const MoveSessionMutation = graphql(`
  mutation MoveSession($id: ID!, $startsAt: DateTime!, $venueId: ID) {
    moveSession(id: $id, startsAt: $startsAt, venueId: $venueId) {
      __typename
      ... on Session { id startsAt endsAt venue { id name room position } }
      ... on VenueClashError { message sessions { id } }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export type TimetableSessionData = NonNullable<AdminTimetableData['festival']>['timetable'][number];
export type TimetableVenue = AdminTimetableData['venues'][number];
