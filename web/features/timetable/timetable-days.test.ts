import { describe, expect, it } from 'vitest';
import { venueLabel } from './timetable-days';

describe('timetable venue names [RT-11]', () => {
  it('names a room at its venue, a venue alone, and a session with no venue yet', () => {
    expect(venueLabel({ name: 'Venue x', room: 'Studio' })).toBe('Studio @ Venue x');
    expect(venueLabel({ name: 'Venue x', room: null })).toBe('Venue x');
    expect(venueLabel(null)).toBe('Venue TBC');
  });
});
