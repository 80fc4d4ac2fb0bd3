import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { activityTypeFromUrl, activityTypeLabel } from '#core/activities/index';
import { formatDate, formatTimeRange } from '#core/festival/dates';
import { eventStructuredData } from '#core/seo/event-structured-data';
import { plainText } from '#core/seo/page-meta';
import { ActivityDetails } from '#web/features/activities/activity-details';
import { ActivityDetailsQuery } from '#web/features/activities/activity-queries';
import { publicHead, siteOrigin } from '#web/lib/page-head';
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
    return { activity, phase: data?.festival?.phase ?? null };
  },
  // Link previews show the picture, name and dates; search engines get an Event per session [issue 27].
  head: ({ loaderData, matches, params }) => {
    if (!loaderData) return {};
    const { activity } = loaderData;
    const path = `/${params.activityType}/${activity.slug}`;
    const first = activity.sessions.find((session) => !session.cancelled) ?? activity.sessions[0];
    const when = first
      ? `${formatDate(new Date(first.startsAt))}, ${formatTimeRange(new Date(first.startsAt), new Date(first.endsAt))}${first.venue ? ` at ${first.venue.name}` : ''}`
      : '';
    const more = activity.sessions.length > 1 ? ` (and ${activity.sessions.length - 1} more)` : '';
    const head = publicHead(matches, {
      title: pageTitle(activity.name, matches),
      description: `${activityTypeLabel(activity.type)}${when ? ` · ${when}${more}` : ''}. ${plainText(activity.descriptionHtml, 150)}`,
      path,
      image: activity.picture?.large,
      imageAlt: activity.picture?.altText,
      type: 'article',
    });
    const events = eventStructuredData(activity, { origin: siteOrigin(matches), path });
    return { ...head, meta: [...head.meta, ...events.map((event) => ({ 'script:ld+json': event }))] };
  },
  component: ActivityPage,
});

function ActivityPage() {
  const { activity, phase } = Route.useLoaderData();
  return <ActivityDetails activity={activity} phase={phase} />;
}
