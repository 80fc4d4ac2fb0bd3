import { createFileRoute, notFound } from '@tanstack/react-router';
import { isRecordId } from '#core/validation/ids';
import { useOptionalFestival } from '#web/features/festival/festival-context';
import { VenueQuery } from '#web/features/venues/venue-queries';
import { VenueDetails } from '#web/features/venues/venues';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/venues/$id')({
  loader: async ({ params, context }) => {
    // The API refuses what cannot be an id; an address with one is simply not a page.
    if (!isRecordId(params.id)) throw notFound();
    const { data } = await context.apollo.query({ query: VenueQuery, variables: { id: params.id } });
    if (data?.venue.__typename !== 'Venue') throw notFound();
    return { venue: data.venue };
  },
  head: ({ loaderData, matches }) => ({
    meta: loaderData
      ? [
          {
            title: pageTitle(
              loaderData.venue.room
                ? `${loaderData.venue.room} at ${loaderData.venue.name}`
                : loaderData.venue.name,
              matches,
            ),
          },
        ]
      : [],
  }),
  component: VenuePage,
});

function VenuePage() {
  const { venue } = Route.useLoaderData();
  const festival = useOptionalFestival();
  return <VenueDetails venue={venue} days={festival?.days ?? []} />;
}
