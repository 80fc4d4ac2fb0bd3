import { createFileRoute, notFound } from '@tanstack/react-router';
import { isRecordId } from '#core/validation/ids';
import { useOptionalFestival } from '#web/features/festival/festival-context';
import { VenueQuery } from '#web/features/venues/venue-queries';
import { VenueDetails } from '#web/features/venues/venues';
import { publicHead } from '#web/lib/page-head';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/venues/$id')({
  loader: async ({ params, context }) => {
    // The API refuses what cannot be an id; an address with one is simply not a page.
    if (!isRecordId(params.id)) throw notFound();
    const { data } = await context.apollo.query({ query: VenueQuery, variables: { id: params.id } });
    if (data?.venue.__typename !== 'Venue') throw notFound();
    return { venue: data.venue };
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {};
    const { venue } = loaderData;
    const name = venue.room ? `${venue.room} at ${venue.name}` : venue.name;
    return publicHead(matches, {
      title: pageTitle(name, matches),
      description: [name, venue.address, venue.accessibilityNotes].filter(Boolean).join('. '),
      path: `/venues/${venue.id}`,
    });
  },
  component: VenuePage,
});

function VenuePage() {
  const { venue } = Route.useLoaderData();
  const festival = useOptionalFestival();
  return <VenueDetails venue={venue} days={festival?.days ?? []} />;
}
