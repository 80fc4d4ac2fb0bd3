import { createFileRoute } from '@tanstack/react-router';
import { PeopleHeading, PeopleList, PeopleListPlaceholder } from '#web/features/presenters/people-list';
import { PeopleQuery } from '#web/features/presenters/presenter-queries';

export const Route = createFileRoute('/people/')({
  loader: async ({ context }) => {
    const { data } = await context.apollo.query({ query: PeopleQuery });
    return { people: data?.people ?? [] };
  },
  head: () => ({ meta: [{ title: 'People' }] }),
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
