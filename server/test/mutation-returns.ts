/**
 * What each programme-building staff mutation returns when it is not an error: the type a test
 * selects the result's fields on (`... on Activity { id }`).
 */
export const MUTATION_RETURNS = {
  createActivity: 'Activity',
  updateActivity: 'Activity',
  deleteActivity: 'Activity',
  linkWorkshopToShow: 'Activity',
  setActivityCast: 'Activity',
  createSession: 'Session',
  updateSession: 'Session',
  deleteSession: 'Session',
  createFestival: 'Festival',
  updateFestival: 'Festival',
  setCurrentFestival: 'Festival',
  createVenue: 'Venue',
  updateVenue: 'Venue',
  createPresenter: 'Person',
  updatePresenter: 'Person',
  linkPresenterToUser: 'Person',
  updatePage: 'ContentPage',
} as const;
