import { Heading, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { ProgrammeChanges, ProgrammeChangesQuery } from '#web/features/activities/programme-changes';
import { festivalLine, publicHead } from '#web/lib/page-head';
import { pageTitle } from '#web/lib/page-title';

/** The programme's changelog, newest first (issue 26). */
export const Route = createFileRoute('/changes')({
  loader: async ({ context }) => {
    const { data } = await context.apollo.query({
      query: ProgrammeChangesQuery,
      fetchPolicy: 'network-only',
    });
    return { changes: data?.festival?.programmeChanges ?? [] };
  },
  head: ({ matches }) =>
    publicHead(matches, {
      title: pageTitle('What changed', matches),
      description: `Changes to the programme of the ${festivalLine(matches)}, newest first.`,
      path: '/changes',
    }),
  component: ChangesPage,
});

function ChangesPage() {
  const { changes } = Route.useLoaderData();
  return (
    <>
      <Heading as="h1" size="8" mb="2">
        What changed
      </Heading>
      <Text as="p" color="gray" mb="5">
        Workshops and shows added to the programme, and sessions moved, given another venue, cancelled or back
        on, newest first.
      </Text>
      <ProgrammeChanges changes={changes} />
    </>
  );
}
