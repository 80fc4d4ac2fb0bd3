import { Flex, Heading, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { ProgrammeQuery } from '#web/features/activities/activity-queries';
import { FavouritesFeedCard, MyFavourites } from '#web/features/activities/my-favourites';
import { useAuth } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

/**
 * My favourites [issue 28]: open to visitors too (their stars live in the browser), so it is not
 * under /my, which needs an account. The programme is public and cached; the stars are read on the
 * client, so the server renders a placeholder in their place.
 */
export const Route = createFileRoute('/favourites')({
  loader: async ({ context }) => {
    const [workshops, shows] = await Promise.all(
      (['Workshop', 'Show'] as const).map((activityType) =>
        context.apollo.query({ query: ProgrammeQuery, variables: { activityType } }),
      ),
    );
    return {
      activities: [
        ...(workshops?.data?.festival?.activities ?? []),
        ...(shows?.data?.festival?.activities ?? []),
      ],
    };
  },
  head: ({ matches }) => ({
    meta: [{ title: pageTitle('My favourites', matches) }, { name: 'robots', content: 'noindex' }],
  }),
  component: FavouritesPage,
});

function FavouritesPage() {
  const { activities } = Route.useLoaderData();
  const { user } = useAuth();
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="8">
          My favourites
        </Heading>
        <Text color="gray">All times are New Zealand time.</Text>
      </Flex>
      <MyFavourites activities={activities} />
      {user && <FavouritesFeedCard />}
    </Flex>
  );
}
