import { createFileRoute, notFound } from '@tanstack/react-router';
import { activityTypeFromUrl, isPublicProgrammeType } from '#core/activities/index';
import { ActivityDetails } from '#web/features/activities/activity-details';
import { ActivityDetailsQuery } from '#web/features/activities/activity-queries';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/$activityType/$slug')({
  loader: async ({ params, context }) => {
    const type = activityTypeFromUrl(params.activityType);
    if (!type || !isPublicProgrammeType(type)) throw notFound();
    const { data } = await context.apollo.query({
      query: ActivityDetailsQuery,
      variables: { type, slug: params.slug },
    });
    if (data?.activity.__typename !== 'QueryActivitySuccess') throw notFound();
    return { activity: data.activity.data };
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
