export { RegistrationPhaseEnum, RegistrationRef } from './registrations.graphql';
export { canManageRegistration, canSeeAllRegistrations } from './registrations.policy';
export {
  findPlacedSessions,
  findRegistration,
  getCart,
  phaseOf,
  type RegistrationRow,
} from './registrations.service';
export { joinSession, leaveSession, joinWaitlist, leaveWaitlist, withRetry } from './places.service';
