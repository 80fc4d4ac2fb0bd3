import { graphql } from '#web/graphql/index';

export const SessionRollQuery = graphql(`
  query SessionRoll($sessionId: ID!) {
    sessionRoll(sessionId: $sessionId) {
      __typename
      ... on Error { message }
      ... on SessionRoll {
        id
        access
        capacity
        session { id startsAt activity { id name } }
        placed { id registrationId name pronouns photoPermission email phone present walkIn }
        waitlist { id name pronouns waitlistPlace email }
        messages { id authorName subject body includeWaitlist recipients createdAt }
        feedback { id rating positive constructive testimonial createdAt }
      }
    }
  }
`);

export const SetAttendanceMutation = graphql(`
  mutation SetAttendance($sessionId: ID!, $registrationId: ID!, $present: Boolean!) {
    setAttendance(sessionId: $sessionId, registrationId: $registrationId, present: $present) {
      __typename
      ... on Error { message }
      ... on SessionRoll { id placed { id present walkIn } }
    }
  }
`);

export const AddWalkInMutation = graphql(`
  mutation AddWalkIn($sessionId: ID!, $email: String!, $confirmCharge: Boolean) {
    addWalkIn(sessionId: $sessionId, email: $email, confirmCharge: $confirmCharge) {
      __typename
      ... on Error { message }
      ... on WalkInChargeError { added owing }
      ... on SessionRoll { id placed { id registrationId name pronouns photoPermission email phone present walkIn } }
    }
  }
`);

export const SendSessionMessageMutation = graphql(`
  mutation SendSessionMessage($sessionId: ID!, $subject: String!, $body: String!, $includeWaitlist: Boolean) {
    sendSessionMessage(sessionId: $sessionId, subject: $subject, body: $body, includeWaitlist: $includeWaitlist) {
      __typename
      ... on Error { message }
      ... on SessionMessage { id recipients }
    }
  }
`);

export const SessionMessagesQuery = graphql(`
  query SessionMessages($sessionId: ID!) {
    sessionMessages(sessionId: $sessionId) { id authorName subject body createdAt }
  }
`);
