import { builder, ErrorInterface } from '#server/graphql/builder';
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

// The named registration failures as GraphQL types, for the mutations' typed results.
for (const [ErrorClass, name] of [
  [RegistrationClosedError, 'RegistrationClosedError'],
  [RegistrationIncompleteError, 'RegistrationIncompleteError'],
  [WorkshopFullError, 'WorkshopFullError'],
  [WaitlistFirstError, 'WaitlistFirstError'],
  [SlotClashError, 'SlotClashError'],
  [TeachingClashError, 'TeachingClashError'],
  [AlreadyInWorkshopError, 'AlreadyInWorkshopError'],
  [TooLateToLeaveError, 'TooLateToLeaveError'],
  [PlacesAvailableError, 'PlacesAvailableError'],
  [PlaceClashError, 'PlaceClashError'],
  [WaitlistClosedError, 'WaitlistClosedError'],
  [SessionCancelledError, 'SessionCancelledError'],
  [SessionNotCancelledError, 'SessionNotCancelledError'],
] as const) {
  builder.objectType(ErrorClass, { name, interfaces: [ErrorInterface] });
}
