import { createFileRoute } from '@tanstack/react-router';
import { SessionRoll } from '#web/features/messages/session-roll';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/class')({
  head: () => ({ meta: [{ title: 'Class list' }] }),
  component: ClassTab,
});

function ClassTab() {
  const { sessionId } = Route.useParams();
  return <SessionRoll sessionId={sessionId} />;
}
