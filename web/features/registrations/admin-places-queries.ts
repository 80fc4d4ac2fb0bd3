import { graphql } from '#web/graphql/index';

export const StaffAddPlaceMutation = graphql(`
  mutation StaffAddPlace($registrationId: ID!, $sessionId: ID!, $overCapacityReason: String) {
    staffAddPlace(registrationId: $registrationId, sessionId: $sessionId, overCapacityReason: $overCapacityReason) {
      __typename
      ... on Error { message code }
      ... on PlaceChange { overCapacity session { id } }
    }
  }
`);

export const StaffRemovePlaceMutation = graphql(`
  mutation StaffRemovePlace($registrationId: ID!, $sessionId: ID!, $reason: String) {
    staffRemovePlace(registrationId: $registrationId, sessionId: $sessionId, reason: $reason) {
      __typename
      ... on Error { message code }
      ... on PlaceChange { overCapacity session { id } }
    }
  }
`);

export const StaffMovePlaceMutation = graphql(`
  mutation StaffMovePlace($registrationId: ID!, $fromSessionId: ID!, $toSessionId: ID!, $overCapacityReason: String) {
    staffMovePlace(
      registrationId: $registrationId
      fromSessionId: $fromSessionId
      toSessionId: $toSessionId
      overCapacityReason: $overCapacityReason
    ) {
      __typename
      ... on Error { message code }
      ... on PlaceChange { overCapacity session { id } }
    }
  }
`);

export const StaffAddToWaitlistMutation = graphql(`
  mutation StaffAddToWaitlist($registrationId: ID!, $sessionId: ID!, $position: Int) {
    staffAddToWaitlist(registrationId: $registrationId, sessionId: $sessionId, position: $position) {
      __typename
      ... on Error { message code }
      ... on PlaceChange { overCapacity session { id } }
    }
  }
`);

export const StaffRemoveFromWaitlistMutation = graphql(`
  mutation StaffRemoveFromWaitlist($registrationId: ID!, $sessionId: ID!, $reason: String) {
    staffRemoveFromWaitlist(registrationId: $registrationId, sessionId: $sessionId, reason: $reason) {
      __typename
      ... on Error { message code }
      ... on PlaceChange { overCapacity session { id } }
    }
  }
`);

/** Every workshop session of the festival, for choosing where to add or move someone. */
export const StaffSessionChoicesQuery = graphql(`
  query StaffSessionChoices {
    festival {
      id
      activities(type: Workshop) {
        id
        name
        sessions { id startsAt endsAt capacity placesTaken }
      }
    }
  }
`);

/** People to add to a session, found by name or email. */
export const StaffPeopleSearchQuery = graphql(`
  query StaffPeopleSearch($search: String) {
    registrations(search: $search) {
      items { id name email }
    }
  }
`);
