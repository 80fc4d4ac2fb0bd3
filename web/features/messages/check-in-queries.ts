import { graphql } from '#web/graphql/index';

export const CheckInPersonFields = graphql(`
  fragment CheckInPersonFields on CheckInPerson {
    id
    registrationId
    name
    email
    pronouns
    day
    sessions {
      id
      present
      walkIn
      cancelled
      session { id startsAt endsAt venue { id name room } activity { id name } }
    }
  }
`);

export const CheckInSearchQuery = graphql(`
  query CheckInSearch($search: String!, $day: Date) {
    checkInSearch(search: $search, day: $day) { ...CheckInPersonFields }
  }
`);

export const CheckInCardQuery = graphql(`
  query CheckInCard($token: String!, $day: Date) {
    checkInCard(token: $token, day: $day) { ...CheckInPersonFields }
  }
`);

/** The viewer's own check-in token for the current festival (their QR code). */
export const MyCheckInTokenQuery = graphql(`
  query MyCheckInToken {
    currentUser { id checkInToken }
  }
`);
