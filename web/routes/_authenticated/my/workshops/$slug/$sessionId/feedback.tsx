import { createFileRoute } from '@tanstack/react-router';
import { MySessionFeedback } from '#web/features/feedback/feedback-form';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/feedback')({
  head: () => ({ meta: [{ title: 'Feedback' }] }),
  component: FeedbackTab,
});

function FeedbackTab() {
  const { sessionId } = Route.useParams();
  return <MySessionFeedback sessionId={sessionId} />;
}
