import { DomainError } from '#server/graphql/errors';

/** Refused while anyone holds a place: their places must be released first (cancel the session). */
export class PlacesHeldError extends DomainError {
  override readonly code = 'PLACES_HELD';
  constructor(
    readonly what: string,
    readonly placesTaken: number,
  ) {
    super(
      `${placesTaken} ${placesTaken === 1 ? 'person holds a place' : 'people hold places'} in ${what}: cancel the session to release them first`,
    );
    this.name = 'PlacesHeldError';
  }
}
