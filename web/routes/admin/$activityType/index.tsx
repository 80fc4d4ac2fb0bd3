import { Flex } from '@radix-ui/themes';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { activityPermission, activityTypeFromUrl, activityTypePlural } from '#core/activities/index';
import { AdminActivityList } from '#web/features/activities-admin/admin-activity-list';
import { NewActivityForm } from '#web/features/activities-admin/new-activity';
import { PermissionGuard } from '#web/lib/auth';

/** Each kind of activity has its list; any other segment is not found [RT-15] [NF-3]. */
export const Route = createFileRoute('/admin/$activityType/')({
  beforeLoad: ({ params }) => {
    const type = activityTypeFromUrl(params.activityType);
    if (!type) throw notFound();
    return { activityKind: type };
  },
  head: ({ params }) => {
    const type = activityTypeFromUrl(params.activityType);
    return { meta: type ? [{ title: activityTypePlural(type) }] : [] };
  },
  component: ActivityListPage,
});

function ActivityListPage() {
  const { activityKind } = Route.useRouteContext();
  return (
    <PermissionGuard permission={activityPermission(activityKind)}>
      <Flex direction="column" gap="5">
        <AdminActivityList type={activityKind} />
        <NewActivityForm type={activityKind} />
      </Flex>
    </PermissionGuard>
  );
}
