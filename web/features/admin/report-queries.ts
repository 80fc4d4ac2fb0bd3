import { graphql } from '#web/graphql/index';

export const StaffDashboardQuery = graphql(`
  query StaffDashboard {
    staffDashboard {
      festival { id }
      registrations { state label count }
      placesByDay { date taken capacity sessions unlimitedSessions }
      money { owed paid pending vouchers refunded credit owing isEstimate }
      donations { total count pending }
      emails { pending sent failed }
      backups { schedule keep lastSuccess { finishedAt name bytes } lastFailure { finishedAt error } }
    }
  }
`);

export const RegistrationReportQuery = graphql(`
  query RegistrationReport($search: String, $filter: RegistrationFilter, $first: Int, $offset: Int) {
    registrationReport(search: $search, filter: $filter, first: $first, offset: $offset) {
      total
      matching
      offset
      items {
        id
        name
        email
        completedAt
        photoPermission
        places
        workshopsPlaced
        slotsPreferred
        waitlists
        balance
        balanceIsEstimate
      }
    }
  }
`);

export const OutstandingBalancesQuery = graphql(`
  query OutstandingBalances {
    outstandingBalances {
      totalOwed
      remindable
      items {
        id
        registrationId
        name
        email
        outstanding
        total
        paid
        pending
        isEstimate
        lastReminderAt
        nextReminderAt
        canRemind
      }
    }
  }
`);

export const SendPaymentRemindersMutation = graphql(`
  mutation SendPaymentReminders($registrationIds: [ID!]!) {
    sendPaymentReminders(registrationIds: $registrationIds) {
      __typename
      ... on Error { message }
      ... on PaymentReminderResult {
        sent
        sentRegistrationIds
        skipped { registrationId reason nextReminderAt }
      }
    }
  }
`);

export const ClassListQuery = graphql(`
  query ClassList($sessionId: ID!) {
    classList(sessionId: $sessionId) {
      __typename
      ... on Error { message }
      ... on ClassList {
        id
        capacity
        session { id startsAt endsAt activity { id name } }
        placed { id name pronouns photoPermission email phone }
        waitlist { id name pronouns photoPermission email phone waitlistPlace }
      }
    }
  }
`);

export const CreditBalancesQuery = graphql(`
  query CreditBalances {
    creditBalances { id registrationId name email cashCredit voucherCredit total paid }
  }
`);

export const RefundCreditMutation = graphql(`
  mutation RefundCredit($registrationId: ID!, $amount: Int!) {
    refundCredit(registrationId: $registrationId, amount: $amount) {
      __typename
      ... on CreditRefund { refunds { id amount state } }
      ... on Error { message }
    }
  }
`);
