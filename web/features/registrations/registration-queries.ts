import { graphql } from '#web/graphql/index';

export const RegistrationQuery = graphql(`
  query Registration {
    festival {
      id
      phase
      preferencePhase
      earlybirdClosesAt
      workshopPricing { id baseWorkshopPrice discountPerAdditionalWorkshop discountLimit }
    }
    currentRegistration {
      id
      nextStep
      codeOfConductAcceptedAt
      photoPermission
      completedAt
      canRank
      canJoin
      preferences { id position sessionId }
      sessions { id startsAt endsAt activity { id name slug } }
      waitlist { id place sessionId session { id startsAt endsAt activity { id name slug } } }
      cart { workshopsCount value discount total }
    }
  }
`);

export const YourselfQuery = graphql(`
  query RegisterYourself {
    currentUser {
      id
      email
      profile { id name pronouns phone city { id name traditionalNames country } }
    }
    cities { id name traditionalNames country }
  }
`);

export const WorkshopSessionsQuery = graphql(`
  query RegisterWorkshops {
    festival {
      id
      activities(type: Workshop) {
        id
        name
        slug
        descriptionHtml
        picture { id medium blurhash altText }
        presenters { id name }
        sessions { id startsAt endsAt capacity full placesTaken waitlistCount placesLeft canJoin canJoinWaitlist canLeave tooLateToLeave clashesWithTeaching }
      }
    }
  }
`);

export const CodeOfConductQuery = graphql(`
  query RegisterCodeOfConduct($slug: String!) {
    page(slug: $slug) {
      __typename
      ... on ContentPage { id title bodyHtml }
    }
  }
`);

export const SaveYourselfMutation = graphql(`
  mutation SaveYourself($input: YourselfInput!) {
    saveYourself(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on Registration { id nextStep }
    }
  }
`);

export const AcceptCodeOfConductMutation = graphql(`
  mutation AcceptCodeOfConduct($photoPermission: Boolean!) {
    acceptCodeOfConduct(photoPermission: $photoPermission) {
      __typename
      ... on Error { message }
      ... on Registration { id nextStep codeOfConductAcceptedAt photoPermission }
    }
  }
`);

export const SaveWorkshopPreferencesMutation = graphql(`
  mutation SaveWorkshopPreferences($preferences: [PreferenceInput!]!, $notify: Boolean) {
    saveWorkshopPreferences(preferences: $preferences, notify: $notify) {
      __typename
      ... on Error { message }
      ... on Registration {
        id
        preferences { id position sessionId }
        cart { workshopsCount value discount total }
      }
    }
  }
`);

export const CompleteRegistrationMutation = graphql(`
  mutation CompleteRegistration {
    completeRegistration {
      __typename
      ... on Error { message }
      ... on Registration { id completedAt }
    }
  }
`);

export const JoinSessionMutation = graphql(`
  mutation JoinSession($sessionId: ID!, $confirmSwap: Boolean) {
    joinSession(sessionId: $sessionId, confirmSwap: $confirmSwap) {
      __typename
      ... on Error { message code }
      ... on SwapNeedsConfirmationError { givingUp { canHaveBack session { id activity { id name } } } }
      ... on PlaceChange { session { id } removedFrom { id activity { id name } } }
    }
  }
`);

export const LeaveSessionMutation = graphql(`
  mutation LeaveSession($sessionId: ID!) {
    leaveSession(sessionId: $sessionId) {
      __typename
      ... on Error { message code }
      ... on PlaceChange { session { id } }
    }
  }
`);

export const JoinWaitlistMutation = graphql(`
  mutation JoinWaitlist($sessionId: ID!) {
    joinWaitlist(sessionId: $sessionId) {
      __typename
      ... on Error { message code }
      ... on PlaceChange { session { id } }
    }
  }
`);

export const LeaveWaitlistMutation = graphql(`
  mutation LeaveWaitlist($sessionId: ID!) {
    leaveWaitlist(sessionId: $sessionId) {
      __typename
      ... on Error { message code }
      ... on PlaceChange { session { id } }
    }
  }
`);

export const AdminRegistrationQuery = graphql(`
  query AdminRegistration($id: ID!) {
    registration(id: $id) {
      __typename
      ... on Error { message }
      ... on Registration {
        id
        createdAt
        completedAt
        codeOfConductAcceptedAt
        photoPermission
        user { id email profile { id name pronouns phone } }
        cart { workshopsCount value discount total }
        preferences { id position session { id startsAt endsAt activity { id name } } }
        sessions { id startsAt endsAt activity { id name } }
        places { id overCapacityReason session { id startsAt endsAt activity { id name } } }
        waitlist { id place session { id startsAt endsAt activity { id name } } }
        history { id kind workshop details createdAt actor { id email profile { id name } } }
      }
    }
  }
`);

export const PhaseDatesMutation = graphql(`
  mutation UpdateFestivalPhaseDates($festivalId: ID!, $input: PhaseDatesInput!) {
    updateFestivalPhaseDates(festivalId: $festivalId, input: $input) {
      __typename
      ... on Error { message }
      ... on Festival { id phase earlybirdOpensAt earlybirdClosesAt generalOpensAt registrationsCloseAt }
    }
  }
`);

export const PhaseDatesQuery = graphql(`
  query FestivalPhaseDates($id: ID!) {
    festival(id: $id) { id phase earlybirdOpensAt earlybirdClosesAt generalOpensAt registrationsCloseAt }
  }
`);

export const PreferenceCountsQuery = graphql(`
  query PreferenceCounts {
    preferenceCounts {
      first
      second
      third
      lower
      capacity
      session { id startsAt endsAt activity { id name } }
    }
  }
`);
