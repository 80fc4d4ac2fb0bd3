import { errorTypes } from '#server/graphql/builder';
import {
  AlreadyInWorkshopError,
  PlaceClashError,
  PlacesAvailableError,
  RegistrationClosedError,
  RegistrationIncompleteError,
  SessionCancelledError,
  SessionNotCancelledError,
  SlotClashError,
  TeachingClashError,
  TooLateToLeaveError,
  WaitlistClosedError,
  WaitlistFirstError,
  WorkshopFullError,
} from './registrations.errors';

/** What a participant's own place change (join, leave, queue, unqueue) may end with, besides not found. */
export const participantPlaceErrors = [
  RegistrationClosedError,
  RegistrationIncompleteError,
  WorkshopFullError,
  WaitlistFirstError,
  SlotClashError,
  TeachingClashError,
  AlreadyInWorkshopError,
  TooLateToLeaveError,
  PlacesAvailableError,
  WaitlistClosedError,
  SessionCancelledError,
] as const;

// The named registration failures as GraphQL types, for the mutations' typed results.
errorTypes(...participantPlaceErrors, PlaceClashError, SessionNotCancelledError);
