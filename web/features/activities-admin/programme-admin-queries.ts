import { graphql } from '#web/graphql/index';

/** Documents for building the programme in the admin area (issue 14). */

export const FestivalsQuery = graphql(`
  query AdminFestivals {
    festivals {
      id
      isCurrent
      startDay
      endDay
      workshopPricing { id baseWorkshopPrice discountPerAdditionalWorkshop discountLimit }
    }
  }
`);

/** One festival as its own admin page shows and edits it (issue 26). */
export const AdminFestivalQuery = graphql(`
  query AdminFestival($id: ID!) {
    festival(id: $id) {
      id
      name
      isCurrent
      phase
      startDay
      endDay
      workshopPricing { id baseWorkshopPrice discountPerAdditionalWorkshop discountLimit }
    }
    current: festival { id name startDay endDay }
  }
`);

export const UpdateFestivalMutation = graphql(`
  mutation UpdateFestival($id: ID!, $input: FestivalInput!) {
    updateFestival(id: $id, input: $input) {
      __typename
      ... on Festival {
        id
        startDay
        endDay
        workshopPricing { id baseWorkshopPrice discountPerAdditionalWorkshop discountLimit }
      }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const SetCurrentFestivalMutation = graphql(`
  mutation SetCurrentFestival($id: ID!) {
    setCurrentFestival(id: $id) {
      __typename
      ... on Festival { id isCurrent }
      ... on Error { message }
    }
  }
`);

export const CreateFestivalMutation = graphql(`
  mutation CreateFestival($input: FestivalInput!) {
    createFestival(input: $input) {
      __typename
      ... on Festival { id isCurrent startDay endDay }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

/** A venue as the venues screen lists and edits it; saving answers the same fields. */
export const AdminVenueFieldsFragment = graphql(`
  fragment AdminVenueFields on Venue { id name room address accessibilityNotes latitude longitude position }
`);

export const VenuesAdminQuery = graphql(`
  query AdminVenues {
    venues { ...AdminVenueFields }
  }
`);

export const CreateVenueMutation = graphql(`
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      __typename
      ...AdminVenueFields
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const UpdateVenueMutation = graphql(`
  mutation UpdateVenue($id: ID!, $input: VenueInput!) {
    updateVenue(id: $id, input: $input) {
      __typename
      ...AdminVenueFields
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const CreateActivityMutation = graphql(`
  mutation CreateActivity($festivalId: ID!, $type: ActivityType!, $name: String!, $slug: String) {
    createActivity(festivalId: $festivalId, type: $type, name: $name, slug: $slug) {
      __typename
      ... on Activity { id name slug type }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const DeletionImpactQuery = graphql(`
  query AdminActivityDeletionImpact($type: ActivityType!, $slug: String!) {
    activity(type: $type, slug: $slug, includeDrafts: true) {
      __typename
      ... on Activity { id deletionImpact { sessions placesTaken waitlisted cast feedback } }
    }
  }
`);

export const DeleteActivityMutation = graphql(`
  mutation DeleteActivity($id: ID!) {
    deleteActivity(id: $id) {
      __typename
      ... on Activity { id name }
      ... on PlacesHeldError { message placesTaken }
      ... on Error { message }
    }
  }
`);

/** What saving a session (added or changed) brings back for the sessions editor. */
export const SavedSessionFieldsFragment = graphql(`
  fragment SavedSessionFields on Session { id startsAt endsAt capacity venue { id name room } activity { id } }
`);

export const CreateSessionMutation = graphql(`
  mutation CreateSession($activityId: ID!, $input: SessionInput!) {
    createSession(activityId: $activityId, input: $input) {
      __typename
      ...SavedSessionFields
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const UpdateSessionMutation = graphql(`
  mutation UpdateSession($id: ID!, $input: SessionInput!) {
    updateSession(id: $id, input: $input) {
      __typename
      ...SavedSessionFields
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const DeleteSessionMutation = graphql(`
  mutation DeleteSession($id: ID!) {
    deleteSession(id: $id) {
      __typename
      ... on Session { id activity { id } }
      ... on PlacesHeldError { message placesTaken }
      ... on Error { message }
    }
  }
`);

export const PeopleSearchQuery = graphql(`
  query AdminPeopleSearch($query: String) {
    peopleSearch(query: $query, first: 20) { id name pronouns city { id name } }
  }
`);

export const SetActivityCastMutation = graphql(`
  mutation SetActivityCast($id: ID!, $cast: [CastMemberInput!]!) {
    setActivityCast(id: $id, cast: $cast) {
      __typename
      ... on Activity { id presenters { id name } }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const CreatePresenterMutation = graphql(`
  mutation CreatePresenter($input: PresenterInput!) {
    createPresenter(input: $input) {
      __typename
      ... on Person { id name pronouns }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const UpdatePresenterMutation = graphql(`
  mutation UpdatePresenter($id: ID!, $input: PresenterInput!) {
    updatePresenter(id: $id, input: $input) {
      __typename
      ... on Person { id name pronouns bio city { id name } }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const LinkPresenterMutation = graphql(`
  mutation LinkPresenterToUser($id: ID!, $email: String!) {
    linkPresenterToUser(id: $id, email: $email) {
      __typename
      ... on Person { id accountEmail }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);

export const PresentersAdminQuery = graphql(`
  query AdminPresenters($query: String, $first: Int!, $offset: Int!) {
    peoplePage(query: $query, first: $first, offset: $offset) {
      total
      people { id name pronouns bio accountEmail city { id name } picture { id small altText } }
    }
    cities { id name country }
  }
`);

export const ShowsForLinkQuery = graphql(`
  query AdminShowsForLink {
    festival { id activities(type: Show, includeDrafts: true) { id name isDraft } }
  }
`);

export const LinkWorkshopToShowMutation = graphql(`
  mutation LinkWorkshopToShow($id: ID!, $showId: ID) {
    linkWorkshopToShow(id: $id, showId: $showId) {
      __typename
      ... on Activity { id ... on Workshop { show { id name slug type } } }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);
