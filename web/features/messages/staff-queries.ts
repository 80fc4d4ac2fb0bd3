import { graphql } from '#web/graphql/index';

export const RegistrationAttendanceQuery = graphql(`
  query RegistrationAttendance($id: ID!) {
    registration(id: $id) {
      __typename
      ... on Error { message }
      ... on Registration {
        id
        attendance { id status walkIn session { id startsAt endsAt activity { id name slug } } }
      }
    }
  }
`);

export const AttendanceReportQuery = graphql(`
  query AttendanceReport {
    attendanceReport {
      id placed present walkIns absent rollTaken capacity
      session { id startsAt endsAt activity { id name slug } }
    }
  }
`);

export const EmailOutboxQuery = graphql(`
  query EmailOutbox($filter: EmailFilter, $before: ID) {
    emailKinds
    emailOutbox(filter: $filter, before: $before, limit: 100) {
      total
      nextCursor
      emails { id kind to subject text state attempts lastError createdAt sentAt }
    }
  }
`);

export const ResendEmailMutation = graphql(`
  mutation ResendEmail($id: ID!) {
    resendEmail(id: $id) {
      __typename
      ... on Error { message }
      ... on Email { id to state }
    }
  }
`);
