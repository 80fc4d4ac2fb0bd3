import { Heading } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { VenuesQuery } from '#web/features/venues/venue-queries';
import { VenueList } from '#web/features/venues/venues';
import { festivalLine, publicHead } from '#web/lib/page-head';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/venues/')({
  loader: async ({ context }) => {
    const { data } = await context.apollo.query({ query: VenuesQuery });
    return { venues: data?.venues ?? [] };
  },
  head: ({ matches, loaderData }) =>
    publicHead(matches, {
      title: pageTitle('Venues', matches),
      description: `Where the ${festivalLine(matches)} happens: ${[...new Set((loaderData?.venues ?? []).map((venue) => venue.name))].join(', ')}.`,
      path: '/venues',
    }),
  component: VenuesPage,
});

function VenuesPage() {
  const { venues } = Route.useLoaderData();
  return (
    <>
      <Heading as="h1" size="8" mb="5">
        Venues
      </Heading>
      <VenueList venues={venues} />
    </>
  );
}
