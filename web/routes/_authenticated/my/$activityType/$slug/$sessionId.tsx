import { Flex } from '@radix-ui/themes';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { activityTypeFromUrl } from '#core/activities/index';
import { isRecordId } from '#core/validation/ids';
import { MySessionQuery } from '#web/features/calendar/calendar-queries';
import { MySessionHeader, MySessionOverview } from '#web/features/calendar/my-session';

/** A show, social event or conference session the viewer takes part in (presenting, or their workshop's show). */
export const Route = createFileRoute('/_authenticated/my/$activityType/$slug/$sessionId')({
  loader: async ({ context, params }) => {
    const type = activityTypeFromUrl(params.activityType);
    if (!type) throw notFound();
    // The API refuses what cannot be an id; an address with one is simply not a page.
    if (!isRecordId(params.sessionId)) throw notFound();
    const { data } = await context.apollo.query({
      query: MySessionQuery,
      variables: { id: params.sessionId },
      fetchPolicy: 'network-only',
    });
    const mine = data?.mySession;
    // Not theirs, not there, or the address does not match the session: not found [RT-10].
    if (!mine || mine.session.activity.type !== type || mine.session.activity.slug !== params.slug)
      throw notFound();
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
