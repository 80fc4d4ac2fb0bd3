import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  type ActivityType,
  activityTypeFromUrl,
  activityTypeLabel,
  activityTypePlural,
  activityTypeToUrl,
  isActivityType,
  isPublicProgrammeType,
  PUBLIC_PROGRAMME_TYPES,
} from './activity-types';

describe('activity types', () => {
  it.each([
    ['workshops', 'Workshop', 'Workshops', 'Workshop'],
    ['shows', 'Show', 'Shows', 'Show'],
    ['social-events', 'SocialEvent', 'Social events', 'Social event'],
    ['conferences', 'Conference', 'Conferences', 'Conference'],
  ] as const)('converts %s to and from %s [RT-4] [TI-3]', (segment, type, plural, singular) => {
    expect(activityTypeFromUrl(segment)).toBe(type);
    expect(activityTypeToUrl(type)).toBe(segment);
    expect(activityTypePlural(type)).toBe(plural);
    expect(activityTypeLabel(type)).toBe(singular);
  });

  it.each(['workshop', 'Workshops', 'Workshop', 'social_events', 'socialevents', '', 'admin', 'toString'])(
    'gives null for the unknown segment %j [RT-4] [RT-15]',
    (segment) => {
      expect(activityTypeFromUrl(segment)).toBeNull();
    },
  );

  it('round-trips every type through its URL form [RT-4]', () => {
    for (const type of ACTIVITY_TYPES) expect(activityTypeFromUrl(activityTypeToUrl(type))).toBe(type);
  });

  it('lists only Workshop and Show on the public programme [PG-1]', () => {
    expect(PUBLIC_PROGRAMME_TYPES).toEqual(['Workshop', 'Show']);
    const publicTypes = ACTIVITY_TYPES.filter((t: ActivityType) => isPublicProgrammeType(t));
    expect(publicTypes).toEqual(['Workshop', 'Show']);
    expect(isPublicProgrammeType('SocialEvent')).toBe(false);
    expect(isPublicProgrammeType('Conference')).toBe(false);
  });

  it('recognises enum values only', () => {
    expect(ACTIVITY_TYPES.every(isActivityType)).toBe(true);
    expect(isActivityType('workshops')).toBe(false);
  });
});
