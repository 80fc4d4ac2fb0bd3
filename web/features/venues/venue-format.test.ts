import { describe, expect, it } from 'vitest';
import { mapLink, venueLabel } from './venue-format';

describe('venue formatting', () => {
  it("names a room 'Room at Building'", () => {
    expect(venueLabel({ name: 'BATS Theatre', room: 'The Dome', address: '1 Kent Tce' })).toBe(
      'The Dome at BATS Theatre',
    );
    expect(venueLabel({ name: 'BATS Theatre', room: null, address: '1 Kent Tce' })).toBe('BATS Theatre');
  });

  it('links a map search by coordinates when known, else by name and address', () => {
    expect(mapLink({ name: 'X', address: 'Y', latitude: -41.29, longitude: 174.78 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-41.29%2C174.78',
    );
    expect(mapLink({ name: 'BATS', address: '1 Kent Tce, Wellington' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=BATS%2C%201%20Kent%20Tce%2C%20Wellington',
    );
  });
});
