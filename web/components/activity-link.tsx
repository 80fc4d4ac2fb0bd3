import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { type ActivityType, activityTypeToUrl } from '#core/activities/activity-types';

/**
 * A link to an activity's public page (/workshops/{slug}, /shows/{slug}, …), named by the
 * activity unless given children. `rest` carries the class and attributes Radix's `asChild`
 * passes down to the anchor.
 */
export function ActivityLink({
  activity,
  children,
  ...rest
}: {
  activity: { type: ActivityType; slug: string; name: string };
  children?: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return (
    <Link
      {...rest}
      to="/$activityType/$slug"
      params={{ activityType: activityTypeToUrl(activity.type), slug: activity.slug }}
    >
      {children ?? activity.name}
    </Link>
  );
}
