import { ValidationError } from '#server/services/errors';
import type { SessionRow } from './activities.service';

/**
 * A session would share its venue with another at the same time. It is a ValidationError on the
 * venue field, so the session form shows it beside the venue; the timetable's move names the
 * sessions in the way.
 */
export class VenueClashError extends ValidationError {
  constructor(
    message: string,
    readonly sessions: SessionRow[],
  ) {
    super(message, [{ path: ['venueId'], message }]);
  }
}
