import { createFileRoute } from '@tanstack/react-router';
import { ActivityAdminLinked } from '#web/features/activities-admin/activity-admin-linked';
import { useAdminActivity } from '#web/features/activities-admin/use-admin-activity';

export const Route = createFileRoute('/admin/$activityType/$slug/show')({
  component: LinkedPage,
});

function LinkedPage() {
  const { activity } = useAdminActivity();
  return activity ? <ActivityAdminLinked activity={activity} /> : null;
}
