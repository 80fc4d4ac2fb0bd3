import { Heading } from '@radix-ui/themes';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  activityTypeFromUrl,
  activityTypePlural,
  activityTypeToUrl,
  isPublicProgrammeType,
  type ProgrammeSearch,
  type PublicProgrammeType,
  ZProgrammeSearch,
} from '#core/activities/index';
import { ProgrammeQuery } from '#web/features/activities/activity-queries';
import { ProgrammePlaceholder, ProgrammeView } from '#web/features/activities/programme';
import { ProgrammeChangesLink } from '#web/features/activities/programme-changes';
import { ProgrammeExports } from '#web/features/activities/programme-exports';
import { useFestival } from '#web/features/festival/festival-context';
import { festivalLine, publicHead } from '#web/lib/page-head';
import { pageTitle } from '#web/lib/page-title';

/** The URL form to the enum form; only Workshop and Show are on the public programme [RT-4] [PG-1]. */
function programmeType(segment: string) {
  const type = activityTypeFromUrl(segment);
  if (!type || !isPublicProgrammeType(type)) throw notFound();
  return type;
}

export const Route = createFileRoute('/$activityType/')({
  // Filters, view and day live in the URL so a view can be shared [issue 28].
  validateSearch: ZProgrammeSearch,
  loader: async ({ params, context }) => {
    const type = programmeType(params.activityType);
    const { data } = await context.apollo.query({ query: ProgrammeQuery, variables: { activityType: type } });
    return { type, activities: data?.festival?.activities ?? [] };
  },
  head: ({ params, matches, loaderData }) => {
    const type = activityTypeFromUrl(params.activityType);
    if (!type || !isPublicProgrammeType(type)) return {};
    const plural = activityTypePlural(type);
    const names = (loaderData?.activities ?? []).map((activity) => activity.name);
    return publicHead(matches, {
      title: pageTitle(plural, matches),
      description: `${plural} at the ${festivalLine(matches)}${names.length > 0 ? `: ${names.join(', ')}` : ''}.`,
      path: `/${params.activityType}`,
    });
  },
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  pendingComponent: ProgrammePending,
  component: ProgrammePage,
});

function ProgrammeHeading({ title }: { title: string }) {
  return (
    <Heading as="h1" size="8" mb="5">
      {title}
    </Heading>
  );
}

function ProgrammePage() {
  const { type, activities } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Replace, not push: a filter change is the same page, not one Back should step through.
  const onSearchChange = useCallback(
    (next: Partial<ProgrammeSearch>) =>
      navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false }),
    [navigate],
  );
  const onKindChange = useCallback(
    (kind: PublicProgrammeType) =>
      navigate({
        to: '/$activityType',
        params: { activityType: activityTypeToUrl(kind) },
        search: (prev) => prev,
      }),
    [navigate],
  );
  return (
    <>
      <ProgrammeHeading title={activityTypePlural(type)} />
      <ProgrammeView
        type={type}
        activities={activities}
        search={search}
        onSearchChange={onSearchChange}
        onKindChange={onKindChange}
      />
      <ProgrammeExports />
      <ProgrammeChangesLink />
    </>
  );
}

function ProgrammePending() {
  const { activityType } = Route.useParams();
  const { days } = useFestival();
  const type = activityTypeFromUrl(activityType);
  return (
    <>
      <ProgrammeHeading title={type ? activityTypePlural(type) : 'Programme'} />
      <ProgrammePlaceholder days={days} />
    </>
  );
}
