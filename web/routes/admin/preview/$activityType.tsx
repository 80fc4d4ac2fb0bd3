import { useQuery } from '@apollo/client/react';
import { Callout, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import {
  activityPermission,
  activityTypeFromUrl,
  activityTypePlural,
  isPublicProgrammeType,
} from '#core/activities/index';
import { ErrorCallout } from '#web/components/error-callout';
import { ProgrammeList } from '#web/features/activities/programme';
import { ProgrammePreviewQuery } from '#web/features/activities-admin/activity-admin-queries';
import { PublishDrafts } from '#web/features/activities-admin/publish-activity';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

/**
 * Staff preview of a public programme page with its drafts (issue 26, decision 020): the public
 * list as the public will see it once the drafts are published. The server gives drafts only to
 * staff who manage some kind of activity; the guard only explains.
 */
export const Route = createFileRoute('/admin/preview/$activityType')({
  beforeLoad: ({ params }) => {
    const type = activityTypeFromUrl(params.activityType);
    if (!type || !isPublicProgrammeType(type)) throw notFound();
    return { previewType: type };
  },
  head: ({ params, matches }) => {
    const type = activityTypeFromUrl(params.activityType);
    return { meta: type ? [{ title: pageTitle(`Preview: ${activityTypePlural(type)}`, matches) }] : [] };
  },
  component: PreviewPage,
});

function PreviewPage() {
  const { previewType: type } = Route.useRouteContext();
  const { data, loading, error } = useQuery(ProgrammePreviewQuery, {
    variables: { activityType: type },
    fetchPolicy: 'cache-and-network',
  });
  const activities = data?.festival?.activities ?? [];
  const drafts = activities.filter((activity) => activity.isDraft).map((activity) => activity.name);
  return (
    <PermissionGuard permission={activityPermission(type)}>
      <Flex direction="column" gap="5">
        <Heading as="h1" size="7">
          Preview: {activityTypePlural(type)}
        </Heading>
        <Callout.Root color="amber">
          <Callout.Text>
            The public {activityTypePlural(type).toLowerCase()} page with the drafts in it
            {drafts.length > 0 ? ` (${drafts.join(', ')})` : ' (there are none)'}. The public does not see
            drafts until they are published.{' '}
            <Link to="/admin/$activityType" params={{ activityType: Route.useParams().activityType }}>
              Back to {activityTypePlural(type).toLowerCase()}
            </Link>
          </Callout.Text>
        </Callout.Root>
        {data?.festival && <PublishDrafts festivalId={data.festival.id} type={type} drafts={drafts} />}
        {error && <ErrorCallout>{error.message}</ErrorCallout>}
        {loading && !data ? (
          <Skeleton height="8rem" />
        ) : (
          <ProgrammeList type={type} activities={activities} />
        )}
        {data && activities.length === 0 && <Text color="gray">Nothing to preview yet.</Text>}
      </Flex>
    </PermissionGuard>
  );
}
