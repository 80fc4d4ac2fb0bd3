import { createFileRoute } from '@tanstack/react-router';
import { ActivityAdminDetails } from '#web/features/activities-admin/activity-admin-details';
import { useAdminActivity } from '#web/features/activities-admin/use-admin-activity';

export const Route = createFileRoute('/admin/$activityType/$slug/')({
  component: DetailsPage,
});

function DetailsPage() {
  const { activity } = useAdminActivity();
  return activity ? <ActivityAdminDetails activity={activity} /> : null;
}
