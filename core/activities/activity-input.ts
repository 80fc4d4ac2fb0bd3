import { z } from 'zod';
import { hasAnyPermission, type Permission } from '#core/people/permissions';
import { requiredString } from '#core/validation/messages';
import { singleLine } from '#core/validation/single-line';
import type { ActivityType } from './activity-types';
import { ZSlug } from './programme-input';

/**
 * Which permission manages each kind of activity. `activities` implies the three named ones, so
 * holders of `activities` (and `admin`) manage every kind; conferences have no permission of their
 * own and need `activities` itself.
 */
const TYPE_PERMISSIONS: Readonly<Record<ActivityType, Permission>> = {
  Workshop: 'workshops',
  Show: 'shows',
  SocialEvent: 'social_events',
  Conference: 'activities',
};

export function activityPermission(type: ActivityType): Permission {
  return TYPE_PERMISSIONS[type];
}

/**
 * Whether the user manages at least one kind of activity: mutations on an existing activity refuse
 * everyone else before looking the activity up to learn its kind (issue 12 item 13).
 */
export function managesSomeActivityKind(
  user: { permissions: readonly string[] } | null | undefined,
): boolean {
  return hasAnyPermission(user, ACTIVITY_KIND_PERMISSIONS);
}

/** Every permission that manages some kind of activity (any one opens the admin timetable). */
export const ACTIVITY_KIND_PERMISSIONS: readonly Permission[] = [...new Set(Object.values(TYPE_PERMISSIONS))];

export const BOOKING_LINK_MESSAGE = 'Please give a full web address, starting with https://';

/**
 * What staff may change about an activity on its admin page. Without a slug the slug stays; a new
 * slug keeps the old one as a redirect.
 */
export const ZActivityInput = z.object({
  name: singleLine(requiredString().max(200)),
  slug: ZSlug.optional(),
  description: z.string().max(20_000),
  suitability: z.string().trim().max(2_000),
  /** A ticket page for shows; blank for none. */
  bookingLink: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), { error: BOOKING_LINK_MESSAGE })
    .transform((value) => (value === '' ? null : value)),
});
export type TActivityInput = z.input<typeof ZActivityInput>;
export type TActivityUpdate = z.output<typeof ZActivityInput>;
