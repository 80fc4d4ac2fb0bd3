import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MySessionShow } from '#web/features/calendar/my-session';
import { pageTitle } from '#web/lib/page-title';

const session = getRouteApi('/_authenticated/my/workshops/$slug/$sessionId');

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/show')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Workshop to show', matches) }] }),
  component: () => <MySessionShow mine={session.useLoaderData().mine} />,
});
