export {
  joinSession,
  joinWaitlist,
  leaveSession,
  leaveWaitlist,
  lockSessions,
  PlaceNotices,
  type QueuedPerson,
  serveQueues,
  sessionPlacesEngine,
  walkIn,
  withRetry,
  writeWaitlists,
} from './places/index';
export { RegistrationRef } from './registration.graphql';
export { describeNotice as describePlaceNotice } from './registration-emails';
export { RegistrationPhaseEnum } from './registration-phase.graphql';
export {
  countChargedWorkshops,
  findPlacedSessions,
  findRegistration,
  getCart,
  phaseOf,
  type RegistrationRow,
  sessionTimesOf,
} from './registration-reads';
export { SessionCancelledError, WorkshopFullError } from './registrations.errors';
export { canManageRegistration, canSeeAllRegistrations } from './registrations.policy';
