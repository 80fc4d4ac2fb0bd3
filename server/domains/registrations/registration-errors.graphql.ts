import { SessionRef } from '#server/domains/activities/index';
import { builder, ErrorInterface, errorTypes } from '#server/graphql/builder';
import {
  AlreadyInWorkshopError,
  PlaceClashError,
  PlacesAvailableError,
  RegistrationClosedError,
  RegistrationIncompleteError,
  SessionCancelledError,
  SessionNotCancelledError,
  SlotClashError,
  type SwapGivingUp,
  SwapNeedsConfirmationError,
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
  SwapNeedsConfirmationError,
] as const;

// The named registration failures as GraphQL types, for the mutations' typed results.
errorTypes(
  ...participantPlaceErrors.filter((error) => error !== SwapNeedsConfirmationError),
  PlaceClashError,
  SessionNotCancelledError,
);

const SwapGivingUpRef = builder.objectRef<SwapGivingUp>('SwapGivingUp').implement({
  description: 'A place a swap would give up.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, resolve: (g) => g.session.id }),
    canHaveBack: t.exposeBoolean('canHaveBack', {
      description: 'Nobody is waiting for it, so it stays free to take back (while it lasts).',
    }),
  }),
});

builder.objectType(SwapNeedsConfirmationError, {
  name: 'SwapNeedsConfirmationError',
  description: 'Joining gives up a clashing place; join again with `confirmSwap` to go ahead.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ givingUp: t.field({ type: [SwapGivingUpRef], resolve: (error) => error.givingUp }) }),
});
