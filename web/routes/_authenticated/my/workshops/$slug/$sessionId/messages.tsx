import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SessionMessages } from '#web/features/messages/session-roll';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/messages')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Messages', matches) }] }),
  component: MessagesTab,
});

const session = getRouteApi('/_authenticated/my/workshops/$slug/$sessionId');

function MessagesTab() {
  const { sessionId } = Route.useParams();
  const { mine } = session.useLoaderData();
  return <SessionMessages sessionId={sessionId} teaching={mine.role === 'tutor'} />;
}
