import { Flex, Text } from '@radix-ui/themes';
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { activityPermission, activityTypeFromUrl } from '#core/activities/index';
import { ActivityAdminHeader } from '#web/features/activities-admin/activity-admin-header';
import { AdminActivityQuery } from '#web/features/activities-admin/activity-admin-queries';
import { activityOf } from '#web/features/activities-admin/activity-admin-types';
import { useAdminActivity } from '#web/features/activities-admin/use-admin-activity';
import { PermissionGuard } from '#web/lib/auth';

/** One activity's admin pages: details, a page per session day, the linked show, feedback [RT-15]. */
export const Route = createFileRoute('/admin/$activityType/$slug')({
  loader: async ({ params, context }) => {
    const type = activityTypeFromUrl(params.activityType);
    if (!type) throw notFound();
    const { data } = await context.apollo.query({
      query: AdminActivityQuery,
      variables: { type, slug: params.slug },
    });
    const activity = activityOf(data);
    if (!activity) throw notFound();
    return { type, name: activity.name };
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.name }] : [] }),
  // Shown while the activity loads (after the router's pending threshold) [RT-15].
  pendingComponent: () => <Text color="gray">Loading…</Text>,
  component: ActivityAdminLayout,
});

function ActivityAdminLayout() {
  const { type, activity } = useAdminActivity();
  if (!activity) return null;
  return (
    <PermissionGuard permission={activityPermission(type)}>
      <Flex direction="column" gap="4">
        <ActivityAdminHeader activity={activity} />
        <Outlet />
      </Flex>
    </PermissionGuard>
  );
}
