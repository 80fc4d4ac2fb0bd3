import { Flex } from '@radix-ui/themes';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { activityTypeFromUrl } from '#core/activities/index';
import { loadMySession } from '#web/features/calendar/load-my-session';
import { MySessionHeader, MySessionOverview } from '#web/features/calendar/my-session';

/** A show, social event or conference session the viewer takes part in (presenting, or their workshop's show). */
export const Route = createFileRoute('/_authenticated/my/$activityType/$slug/$sessionId')({
  loader: async ({ context, params }) => {
    const type = activityTypeFromUrl(params.activityType);
    if (!type) throw notFound();
    const mine = await loadMySession(context.apollo, {
      sessionId: params.sessionId,
      type,
      slug: params.slug,
    });
    return { mine };
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.mine.session.activity.name }] : [] }),
  component: MyActivitySessionPage,
});

function MyActivitySessionPage() {
  const { mine } = Route.useLoaderData();
  return (
    <Flex direction="column" gap="5">
      <MySessionHeader mine={mine} />
      <MySessionOverview mine={mine} />
    </Flex>
  );
}
