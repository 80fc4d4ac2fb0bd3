import { createFileRoute } from '@tanstack/react-router';
import { ActivityAdminFeedback } from '#web/features/activities-admin/activity-admin-feedback';
import { useAdminActivity } from '#web/features/activities-admin/use-admin-activity';

export const Route = createFileRoute('/admin/$activityType/$slug/feedback')({
  component: FeedbackPage,
});

function FeedbackPage() {
  const { type, slug } = useAdminActivity();
  return <ActivityAdminFeedback type={type} slug={slug} />;
}
