import { createFileRoute } from '@tanstack/react-router';
import { SessionMessages } from '#web/features/messages/session-roll';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/messages')({
  head: () => ({ meta: [{ title: 'Messages' }] }),
  component: MessagesTab,
});

function MessagesTab() {
  const { sessionId } = Route.useParams();
  return <SessionMessages sessionId={sessionId} />;
}
