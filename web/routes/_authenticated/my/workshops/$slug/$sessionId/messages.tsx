import { createFileRoute } from '@tanstack/react-router';
import { SessionMessages } from '#web/features/messages/session-roll';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/messages')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Messages', matches) }] }),
  component: MessagesTab,
});

function MessagesTab() {
  const { sessionId } = Route.useParams();
  return <SessionMessages sessionId={sessionId} />;
}
