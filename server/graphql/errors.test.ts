import { describe, expect, it } from 'vitest';
import { VenueClashError } from '#server/domains/activities/timetable.errors';
import { RateLimitedError } from '#server/domains/auth/auth.errors';
import { WorkshopFullError } from '#server/domains/registrations/registrations.errors';
import { DomainError, NotFoundError, ValidationError } from '#server/services/errors';

describe('domainError', () => {
  it('gives each error its class name, its code and the message its arguments make', () => {
    const error = new WorkshopFullError('Scenes');
    expect(error).toBeInstanceOf(WorkshopFullError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect(error.name).toBe('WorkshopFullError');
    expect(error.code).toBe('WORKSHOP_FULL');
    expect(error.message).toBe(
      'Sorry, Scenes is full. You can join the waitlist and we’ll move you in if a place frees up.',
    );
    expect(new WorkshopFullError('Scenes', 'Full').message).toBe('Full');
    expect(new NotFoundError().message).toBe('Record not found');
  });

  it('keeps the fields a description returns beside the message', () => {
    const retryAt = new Date('2027-01-01T00:10:00Z');
    const error = new RateLimitedError(retryAt, new Date('2027-01-01T00:00:00Z'));
    expect(error.message).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(error.retryAt).toBe(retryAt);
    expect(Object.keys(error)).not.toContain('message');
  });

  it('lets a subclass extend a declared error', () => {
    const error = new VenueClashError('Taken', []);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.name).toBe('VenueClashError');
    expect(error.code).toBe('VALIDATION');
    expect(error.problems).toEqual([{ path: ['venueId'], message: 'Taken' }]);
  });
});
