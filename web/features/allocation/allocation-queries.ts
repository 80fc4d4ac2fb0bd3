import { graphql } from '#web/graphql/index';

export const AllocationRunFields = graphql(`
  fragment AllocationRunFields on AllocationRun {
    id
    state
    mode
    progress
    error
    seed
    startedAt
    finishedAt
    publishedAt
    adjustmentCount
    canUndo
    canRedo
    days
    measures {
      registrations
      withNothing
      meanSatisfaction
      meanSquaredSatisfaction
      minSatisfaction
      p10Satisfaction
      rankShares { first second third later none }
    }
    emailStatus { sent pending failed }
  }
`);

export const AllocationSessionFields = graphql(`
  fragment AllocationSessionFields on AllocationSession {
    id
    name
    activityId
    startsAt
    endsAt
    slots
    capacity
    placed { id position participant { id registrationId } }
    waitlist { id position participant { id registrationId } }
  }
`);

export const AllocationOverviewQuery = graphql(`
  query AllocationOverview {
    allocationRun { ...AllocationRunFields }
    festival { id phase }
  }
`);

export const AllocationDayQuery = graphql(`
  query AllocationDay($date: Date!) {
    allocationRun {
      ...AllocationRunFields
      sessions(date: $date) { ...AllocationSessionFields }
      participants(date: $date) { id registrationId name preferences { sessionId position } placements waitlists }
    }
  }
`);

export const AllocationEverybodyQuery = graphql(`
  query AllocationEverybody(
    $search: String
    $sort: AllocationParticipantSort
    $first: Int!
    $offset: Int
  ) {
    allocationRun {
      ...AllocationRunFields
      sessions { id name startsAt slots }
      participantPage(search: $search, sort: $sort, first: $first, offset: $offset) {
        total
        matching
        offset
        items {
          id
          registrationId
          name
          satisfaction
          placements
          waitlists
          preferences { sessionId position }
          explanation {
            slot
            sessionId
            withinSlotRank
            keptFromBefore
            adjusted
            better { sessionId withinSlotRank reason }
          }
        }
      }
    }
  }
`);

export const StartAllocationMutation = graphql(`
  mutation StartAllocation($seed: Int, $mode: AllocationRunMode) {
    startAllocation(seed: $seed, mode: $mode) {
      __typename
      ... on Error { message }
      ... on AllocationRun { ...AllocationRunFields }
    }
  }
`);

export const JobProgressSubscription = graphql(`
  subscription JobProgress($jobId: ID!) {
    jobProgress(jobId: $jobId) { id state progress total error }
  }
`);

export const MoveAllocationParticipantMutation = graphql(`
  mutation MoveAllocationParticipant(
    $runId: ID!
    $registrationId: ID!
    $fromSessionId: ID
    $toSessionId: ID
    $waitlist: Boolean
  ) {
    moveAllocationParticipant(
      runId: $runId
      registrationId: $registrationId
      fromSessionId: $fromSessionId
      toSessionId: $toSessionId
      waitlist: $waitlist
    ) {
      __typename
      ... on Error { message }
      ... on AllocationRun { ...AllocationRunFields }
    }
  }
`);

export const UndoAllocationMutation = graphql(`
  mutation UndoAllocationAdjustment($runId: ID!) {
    undoAllocationAdjustment(runId: $runId) {
      __typename
      ... on Error { message }
      ... on AllocationRun { ...AllocationRunFields }
    }
  }
`);

export const RedoAllocationMutation = graphql(`
  mutation RedoAllocationAdjustment($runId: ID!) {
    redoAllocationAdjustment(runId: $runId) {
      __typename
      ... on Error { message }
      ... on AllocationRun { ...AllocationRunFields }
    }
  }
`);

export const PublishAllocationMutation = graphql(`
  mutation PublishAllocation($runId: ID!, $moveToGeneralPhase: Boolean) {
    publishAllocation(runId: $runId, moveToGeneralPhase: $moveToGeneralPhase) {
      __typename
      ... on Error { message }
      ... on AllocationRun { ...AllocationRunFields }
    }
  }
`);

export const ResendAllocationEmailsMutation = graphql(`
  mutation ResendAllocationEmails($runId: ID!) {
    resendAllocationEmails(runId: $runId) {
      __typename
      ... on Error { message }
      ... on AllocationRun { ...AllocationRunFields }
    }
  }
`);
