import type { FestivalPhase } from '#core/registrations/phase';
import { domainError } from '#server/services/errors';

const CLOSED_MESSAGES: Record<FestivalPhase, string> = {
  pending: 'Registrations are not open yet',
  earlybird: 'Workshop places open after preferential registration closes',
  paused: 'Registrations are paused while we allocate workshops; please try again in a day or two',
  general: 'Preferences can only be changed during preferential registration',
  closed: 'Registrations are closed',
};

/** The festival's phase does not allow this change (the message says why and, where known, when). */
export class RegistrationClosedError extends domainError(
  'REGISTRATION_CLOSED',
  (phase: FestivalPhase, message: string = CLOSED_MESSAGES[phase]) => ({ message, phase }),
) {}

/** A step is missing (details or the code of conduct) before workshops can be chosen. */
export class RegistrationIncompleteError extends domainError(
  'REGISTRATION_INCOMPLETE',
  (message: string = 'Please tell us about yourself and accept the code of conduct first') => message,
) {}

export class WorkshopFullError extends domainError(
  'WORKSHOP_FULL',
  (
    workshop: string,
    message: string = `Sorry, ${workshop} is full. You can join the waitlist and we’ll move you in if a place frees up.`,
  ) => message,
) {}

/** People on the waitlist come first: a freed place is theirs, not the next person to click. */
export class WaitlistFirstError extends domainError(
  'WAITLIST_FIRST',
  (workshop: string) =>
    `People are waiting for a place in ${workshop}, so they get it first. Join the waitlist instead.`,
) {}

/** Taking this place would mean leaving a clashing workshop that it is too late to leave. */
export class SlotClashError extends domainError(
  'SLOT_CLASH',
  (other: string) =>
    `You are in ${other} at the same time, and it starts within 48 hours, so it is too late to swap.`,
) {}

export class TeachingClashError extends domainError(
  'TEACHING_CLASH',
  (workshop: string) => `${workshop} is at the same time as a session you are teaching.`,
) {}

/** Nobody takes the same workshop twice, even in different sessions. */
export class AlreadyInWorkshopError extends domainError(
  'ALREADY_IN_WORKSHOP',
  (workshop: string) => `You already have a place in ${workshop}.`,
) {}

export class TooLateToLeaveError extends domainError(
  'TOO_LATE_TO_LEAVE',
  (workshop: string) =>
    `${workshop} starts in less than 48 hours, so it is too late to leave it here. Please email registrations@improvfest.nz if you can’t come.`,
) {}

/** A waitlist is for full workshops: with places free, join the workshop itself. */
export class PlacesAvailableError extends domainError(
  'PLACES_AVAILABLE',
  (workshop: string) => `${workshop} still has places, so you can join it straight away.`,
) {}

/** Staff: the person holds a place at the same time; a move says which place to give up. */
export class PlaceClashError extends domainError(
  'PLACE_CLASH',
  (person: string, other: string) =>
    `${person} already has a place in ${other} at the same time. Move them instead.`,
) {}

/**
 * A promotion from a waitlist that would leave the person worse off by their own ranking
 * (decision 009). Internal: the person is taken off that waitlist, told why, and the next is asked.
 */
export class PromotionRefusedError extends domainError('PROMOTION_REFUSED', (reason: string) => reason) {}

/** Waitlists close 48 hours before the start, when nobody is moved in from them any more. */
export class WaitlistClosedError extends domainError(
  'WAITLIST_CLOSED',
  (workshop: string) =>
    `${workshop} starts within 48 hours, so its waitlist has closed. Join it directly if a place is free.`,
) {}

/** Staff cancelled the session: nobody can book it, queue for it or rank it. */
export class SessionCancelledError extends domainError(
  'SESSION_CANCELLED',
  (what: string = 'This session', message: string = `${what} has been cancelled`) => message,
) {}

/** Restoring a session that was never cancelled (or cancelling one twice) changes nothing. */
export class SessionNotCancelledError extends domainError(
  'SESSION_NOT_CANCELLED',
  () => 'This session is not cancelled',
) {}

/** A place a swap would give up, and whether its holder could take it back afterwards. */
export interface SwapGivingUp {
  session: { id: number; workshop: string };
  /** Nobody is waiting for it, so its place stays free for now (first come, first served). */
  canHaveBack: boolean;
}

/**
 * Joining this session gives up a clashing place: the participant is asked first, told what is
 * given up and whether it can be had back, and joins again with the swap confirmed.
 */
export class SwapNeedsConfirmationError extends domainError(
  'SWAP_NEEDS_CONFIRMATION',
  (workshop: string, givingUp: SwapGivingUp[]) => ({
    message: `Taking ${workshop} means giving up your place in ${givingUp
      .map(({ session, canHaveBack }) =>
        canHaveBack
          ? `${session.workshop} (you could take it back while it has a free place)`
          : `${session.workshop} (people are waiting for it, so your place goes to them and you can’t have it back)`,
      )
      .join(' and ')}.`,
    givingUp,
  }),
) {}
