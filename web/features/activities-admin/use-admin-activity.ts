import { useQuery } from '@apollo/client/react';
import { getRouteApi } from '@tanstack/react-router';
import type { ActivityType } from '#core/activities/activity-types';
import { AdminActivityQuery } from './activity-admin-queries';
import { type AdminActivity, activityOf } from './activity-admin-types';

const activityRoute = getRouteApi('/admin/$activityType/$slug');

/**
 * The activity of the admin page being shown. Read through Apollo (the route's loader filled the
 * cache), so an edit shows everywhere at once.
 */
export function useAdminActivity(): { type: ActivityType; slug: string; activity: AdminActivity | null } {
  const { type } = activityRoute.useLoaderData();
  const { slug } = activityRoute.useParams();
  const { data } = useQuery(AdminActivityQuery, { variables: { type, slug } });
  return { type, slug, activity: activityOf(data) };
}
