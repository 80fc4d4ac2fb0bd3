import { createFileRoute } from '@tanstack/react-router';
import { MySessionFeedback } from '#web/features/feedback/feedback-form';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/feedback')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Feedback', matches) }] }),
  component: FeedbackTab,
});

function FeedbackTab() {
  const { sessionId } = Route.useParams();
  return <MySessionFeedback sessionId={sessionId} />;
}
