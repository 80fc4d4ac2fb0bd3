import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MySessionOverview } from '#web/features/calendar/my-session';

const session = getRouteApi('/_authenticated/my/workshops/$slug/$sessionId');

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/')({
  component: () => <MySessionOverview mine={session.useLoaderData().mine} />,
});
