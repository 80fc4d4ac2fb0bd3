export { joinSession, joinWaitlist, leaveSession, leaveWaitlist, withRetry } from './places.service';
export { RegistrationRef } from './registration.graphql';
export { RegistrationPhaseEnum } from './registration-phase.graphql';
export { canManageRegistration, canSeeAllRegistrations } from './registrations.policy';
export {
  countChargedWorkshops,
  findPlacedSessions,
  findRegistration,
  getCart,
  phaseOf,
  type RegistrationRow,
  sessionTimesOf,
} from './registrations.service';
