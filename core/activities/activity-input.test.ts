import { describe, expect, it } from 'vitest';
import { hasPermission } from '#core/people/permissions';
import { ACTIVITY_TYPES } from './activity-types';
import { activityPermission, BOOKING_LINK_MESSAGE, ZActivityInput } from './activity-input';

describe('activity input', () => {
  const valid = { name: ' Clowning ', description: 'Red noses.', suitability: '', bookingLink: '' };

  it('trims the name and turns a blank booking link into none', () => {
    expect(ZActivityInput.parse(valid)).toEqual({ ...valid, name: 'Clowning', bookingLink: null });
  });

  it('refuses a blank name and a booking link that is not a web address', () => {
    const result = ZActivityInput.safeParse({ ...valid, name: '  ', bookingLink: 'tickets please' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Required'],
      ['bookingLink', BOOKING_LINK_MESSAGE],
    ]);
  });

  it('maps each kind to a permission that `activities` implies', () => {
    for (const type of ACTIVITY_TYPES) {
      expect(hasPermission({ permissions: ['activities'] }, activityPermission(type))).toBe(true);
    }
    expect(activityPermission('Workshop')).toBe('workshops');
    expect(hasPermission({ permissions: ['shows'] }, activityPermission('Workshop'))).toBe(false);
  });
});
