import type { FestivalPhase } from '#core/registrations/phase';
import { DomainError } from '#server/graphql/errors';

const CLOSED_MESSAGES: Record<FestivalPhase, string> = {
  pending: 'Registrations are not open yet',
  earlybird: 'Workshop places open after preferential registration closes',
  paused: 'Registrations are paused while we allocate workshops; please try again in a day or two',
  general: 'Preferences can only be changed during preferential registration',
  closed: 'Registrations are closed',
};

/** The festival's phase does not allow this change (the message says why and, where known, when). */
export class RegistrationClosedError extends DomainError {
  override readonly code = 'REGISTRATION_CLOSED';
  constructor(
    readonly phase: FestivalPhase,
    message = CLOSED_MESSAGES[phase],
  ) {
    super(message);
    this.name = 'RegistrationClosedError';
  }
}

/** A step is missing (details or the code of conduct) before workshops can be chosen. */
export class RegistrationIncompleteError extends DomainError {
  override readonly code = 'REGISTRATION_INCOMPLETE';
  constructor(message = 'Please tell us about yourself and accept the code of conduct first') {
    super(message);
    this.name = 'RegistrationIncompleteError';
  }
}

export class WorkshopFullError extends DomainError {
  override readonly code = 'WORKSHOP_FULL';
  constructor(
    workshop: string,
    message = `Sorry, ${workshop} is full. You can join the waitlist and we’ll move you in if a place frees up.`,
  ) {
    super(message);
    this.name = 'WorkshopFullError';
  }
}

/** People on the waitlist come first: a freed place is theirs, not the next person to click. */
export class WaitlistFirstError extends DomainError {
  override readonly code = 'WAITLIST_FIRST';
  constructor(workshop: string) {
    super(`People are waiting for a place in ${workshop}, so they get it first. Join the waitlist instead.`);
    this.name = 'WaitlistFirstError';
  }
}

/** Taking this place would mean leaving a clashing workshop that it is too late to leave. */
export class SlotClashError extends DomainError {
  override readonly code = 'SLOT_CLASH';
  constructor(other: string) {
    super(`You are in ${other} at the same time, and it starts within 48 hours, so it is too late to swap.`);
    this.name = 'SlotClashError';
  }
}

export class TeachingClashError extends DomainError {
  override readonly code = 'TEACHING_CLASH';
  constructor(workshop: string) {
    super(`${workshop} is at the same time as a session you are teaching.`);
    this.name = 'TeachingClashError';
  }
}

/** Nobody takes the same workshop twice, even in different sessions. */
export class AlreadyInWorkshopError extends DomainError {
  override readonly code = 'ALREADY_IN_WORKSHOP';
  constructor(workshop: string) {
    super(`You already have a place in ${workshop}.`);
    this.name = 'AlreadyInWorkshopError';
  }
}

export class TooLateToLeaveError extends DomainError {
  override readonly code = 'TOO_LATE_TO_LEAVE';
  constructor(workshop: string) {
    super(
      `${workshop} starts in less than 48 hours, so it is too late to leave it here. Please email registrations@improvfest.nz if you can’t come.`,
    );
    this.name = 'TooLateToLeaveError';
  }
}

/** A waitlist is for full workshops: with places free, join the workshop itself. */
export class PlacesAvailableError extends DomainError {
  override readonly code = 'PLACES_AVAILABLE';
  constructor(workshop: string) {
    super(`${workshop} still has places, so you can join it straight away.`);
    this.name = 'PlacesAvailableError';
  }
}

/** Staff: the person holds a place at the same time; a move says which place to give up. */
export class PlaceClashError extends DomainError {
  override readonly code = 'PLACE_CLASH';
  constructor(person: string, other: string) {
    super(`${person} already has a place in ${other} at the same time. Move them instead.`);
    this.name = 'PlaceClashError';
  }
}

/**
 * A promotion from a waitlist that would leave the person worse off by their own ranking
 * (decision 009). Internal: the person is taken off that waitlist, told why, and the next is asked.
 */
export class PromotionRefusedError extends DomainError {
  override readonly code = 'PROMOTION_REFUSED';
  constructor(reason: string) {
    super(reason);
    this.name = 'PromotionRefusedError';
  }
}

/** Waitlists close 48 hours before the start, when nobody is moved in from them any more. */
export class WaitlistClosedError extends DomainError {
  override readonly code = 'WAITLIST_CLOSED';
  constructor(workshop: string) {
    super(
      `${workshop} starts within 48 hours, so its waitlist has closed. Join it directly if a place is free.`,
    );
    this.name = 'WaitlistClosedError';
  }
}

/** Staff cancelled the session: nobody can book it, queue for it or rank it. */
export class SessionCancelledError extends DomainError {
  override readonly code = 'SESSION_CANCELLED';
  constructor(what = 'This session', message = `${what} has been cancelled`) {
    super(message);
    this.name = 'SessionCancelledError';
  }
}

/** Restoring a session that was never cancelled (or cancelling one twice) changes nothing. */
export class SessionNotCancelledError extends DomainError {
  override readonly code = 'SESSION_NOT_CANCELLED';
  constructor() {
    super('This session is not cancelled');
    this.name = 'SessionNotCancelledError';
  }
}
