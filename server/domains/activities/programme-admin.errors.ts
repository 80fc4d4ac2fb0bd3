import { domainError } from '#server/services/errors';

/** Refused while anyone holds a place: their places must be released first (cancel the session). */
export class PlacesHeldError extends domainError('PLACES_HELD', (what: string, placesTaken: number) => ({
  message: `${placesTaken} ${placesTaken === 1 ? 'person holds a place' : 'people hold places'} in ${what}: cancel the session to release them first`,
  what,
  placesTaken,
})) {}
