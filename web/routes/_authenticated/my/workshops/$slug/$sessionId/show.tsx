import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MySessionShow } from '#web/features/calendar/my-session';

const session = getRouteApi('/_authenticated/my/workshops/$slug/$sessionId');

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/show')({
  head: () => ({ meta: [{ title: 'Workshop to show' }] }),
  component: () => <MySessionShow mine={session.useLoaderData().mine} />,
});
