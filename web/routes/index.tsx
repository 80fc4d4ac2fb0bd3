import { Flex, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { useOptionalFestival } from '#web/features/festival/festival-context';
import { HomeHero, UpcomingSessions } from '#web/features/festival/home';
import { HomeQuery } from '#web/features/festival/home-queries';
import { festivalLine, publicHead } from '#web/lib/page-head';
import { festivalTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const { data } = await context.apollo.query({ query: HomeQuery, fetchPolicy: 'network-only' });
    const festival = data?.festival;
    return {
      sessions: festival?.upcomingSessions ?? [],
      registration: festival
        ? {
            phase: festival.phase,
            earlybirdOpensAt: festival.earlybirdOpensAt ?? null,
            generalOpensAt: festival.generalOpensAt ?? null,
          }
        : null,
      now: new Date(),
    };
  },
  head: ({ matches }) =>
    publicHead(matches, {
      title: festivalTitle(matches),
      description: `${festivalLine(matches)}: a week of workshops, shows and people who love to make things up together.`,
      path: '/',
    }),
  component: HomePage,
});

function HomePage() {
  const festival = useOptionalFestival();
  const { sessions, registration, now } = Route.useLoaderData();
  if (!festival) {
    return <Text as="p">The next festival has not been announced yet.</Text>;
  }
  return (
    <Flex direction="column" gap="7">
      <HomeHero festival={festival} registration={registration} now={now} />
      <UpcomingSessions sessions={sessions} />
    </Flex>
  );
}
