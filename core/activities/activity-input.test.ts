import { describe, expect, it } from 'vitest';
import { hasPermission } from '#core/people/permissions';
import {
  activityPermission,
  BOOKING_LINK_MESSAGE,
  managesSomeActivityKind,
  ZActivityInput,
} from './activity-input';
import { ACTIVITY_TYPES } from './activity-types';

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

describe('managesSomeActivityKind', () => {
  it('is true for holders of any kind’s permission and false for everyone else', () => {
    for (const permissions of [['workshops'], ['shows'], ['social_events'], ['activities'], ['admin']])
      expect(managesSomeActivityKind({ permissions }), permissions.join()).toBe(true);
    for (const user of [null, undefined, { permissions: [] }, { permissions: ['registrations', 'payments'] }])
      expect(managesSomeActivityKind(user)).toBe(false);
  });
});
