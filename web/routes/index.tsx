import { Flex, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { useOptionalFestival } from '#web/features/festival/festival-context';
import { FeaturedActivities, festivalStage, HomeHero, UpcomingSessions } from '#web/features/festival/home';
import { HomeQuery } from '#web/features/festival/home-queries';
import { homeSessions } from '#web/features/festival/home-selection';
import { festivalLine, publicHead } from '#web/lib/page-head';
import { festivalTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const { data } = await context.apollo.query({ query: HomeQuery, fetchPolicy: 'network-only' });
    const festival = data?.festival;
    return {
      sessions: festival?.upcomingSessions ?? [],
      workshops: festival?.workshops ?? [],
      shows: festival?.shows ?? [],
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
  const { sessions, workshops, shows, registration, now } = Route.useLoaderData();
  if (!festival) {
    return <Text as="p">The next festival has not been announced yet.</Text>;
  }
  // During the festival what is on today comes first; before it, the pictures sell it [issue 28].
  const listed = homeSessions(sessions, now, festivalStage(festival, now) === 'during');
  const sessionList = <UpcomingSessions sessions={listed.sessions} heading={listed.heading} />;
  return (
    <Flex direction="column" gap="7">
      <HomeHero festival={festival} registration={registration} now={now} />
      {listed.heading === 'On today' && sessionList}
      <FeaturedActivities title="Workshops" activities={workshops} now={now} activityType="workshops" eager />
      <FeaturedActivities title="Shows" activities={shows} now={now} activityType="shows" />
      {listed.heading === 'Coming up' && sessionList}
    </Flex>
  );
}
