import { createFileRoute } from '@tanstack/react-router';
import { PeopleHeading, PeopleList, PeopleListPlaceholder } from '#web/features/presenters/people-list';
import { PeopleQuery } from '#web/features/presenters/presenter-queries';
import { festivalLine, publicHead } from '#web/lib/page-head';

export const Route = createFileRoute('/people/')({
  loader: async ({ context }) => {
    const { data } = await context.apollo.query({ query: PeopleQuery });
    return { people: data?.people ?? [] };
  },
  head: ({ matches }) =>
    publicHead(matches, {
      title: 'People',
      description: `The tutors, performers and people of the ${festivalLine(matches)}.`,
      path: '/people',
    }),
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  pendingComponent: () => (
    <>
      <PeopleHeading />
      <PeopleListPlaceholder />
    </>
  ),
  component: PeoplePage,
});

function PeoplePage() {
  const { people } = Route.useLoaderData();
  return (
    <>
      <PeopleHeading />
      <PeopleList people={people} />
    </>
  );
}
