import { createFileRoute } from '@tanstack/react-router';
import { MySessionMessages } from '#web/features/calendar/my-session';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/messages')({
  head: () => ({ meta: [{ title: 'Messages' }] }),
  component: MySessionMessages,
});
