import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { activityTypeFromUrl } from '#core/activities/index';
import { ActivityDetails } from '#web/features/activities/activity-details';
import { ActivityDetailsQuery } from '#web/features/activities/activity-queries';
import { pageTitle } from '#web/lib/page-title';
import { isNotError } from '#web/lib/results';

/**
 * Every kind of activity has a public page (venue pages link to social events and conferences),
 * though only workshops and shows are listed on the programme [PG-1]. An old slug redirects to
 * the activity's current address.
 */
export const Route = createFileRoute('/$activityType/$slug')({
  loader: async ({ params, context }) => {
    const type = activityTypeFromUrl(params.activityType);
    if (!type) throw notFound();
    const { data } = await context.apollo.query({
      query: ActivityDetailsQuery,
      variables: { type, slug: params.slug },
    });
    const activity = data?.activity;
    if (!isNotError(activity)) throw notFound();
    if (activity.slug !== params.slug) {
      throw redirect({
        to: '/$activityType/$slug',
        params: { activityType: params.activityType, slug: activity.slug },
        replace: true,
      });
    }
    return { activity };
  },
  head: ({ loaderData, matches }) => ({
    meta: loaderData ? [{ title: pageTitle(loaderData.activity.name, matches) }] : [],
  }),
  component: ActivityPage,
});

function ActivityPage() {
  const { activity } = Route.useLoaderData();
  return <ActivityDetails activity={activity} />;
}
