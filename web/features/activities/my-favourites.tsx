import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, Code, Flex, Heading, Link as RadixLink, Skeleton, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDayHeader, groupByDayAndPart } from '#core/festival/dates';
import type { ActivityCardFragment } from '#web/graphql/graphql';
import { graphql } from '#web/graphql/index';
import { ActivityCard } from './activity-card';
import { programmeEntries } from './activity-card-data';
import { useFavourites } from './use-favourites';

/**
 * "My favourites" [issue 28]: the starred workshops and shows, every session under its day, from
 * the public programme the page already loaded. Stars on a draft or on another festival's activity
 * simply have nothing to show.
 */
export function MyFavourites({ activities }: { activities: ReadonlyArray<ActivityCardFragment> }) {
  const { ids } = useFavourites();
  if (ids === null) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading your favourites">
        <Skeleton height="12rem" />
      </Box>
    );
  }
  const starred = activities.filter((activity) => ids.includes(activity.id));
  const days = groupByDayAndPart(programmeEntries(starred), (entry) => ({
    startsAt: new Date(entry.session.startsAt),
    endsAt: new Date(entry.session.endsAt),
  }));
  if (starred.length === 0) {
    return (
      <Card size="3" data-testid="favourites-empty">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="4">
            No favourites yet
          </Heading>
          <Text as="p">
            Tap the star on any workshop or show to keep it here, day by day. Visitors’ stars stay in this
            browser; log in to keep them on your account.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild>
              <Link to="/$activityType" params={{ activityType: 'workshops' }}>
                Browse workshops
              </Link>
            </Button>
            <Button asChild variant="soft">
              <Link to="/$activityType" params={{ activityType: 'shows' }}>
                Browse shows
              </Link>
            </Button>
          </Flex>
        </Flex>
      </Card>
    );
  }
  return (
    <Flex direction="column" gap="6">
      {days.length === 0 && (
        <Text as="p" color="gray">
          Times for your favourites are still to be announced.
        </Text>
      )}
      {days.map((day) => (
        <Box asChild key={day.date}>
          <section aria-labelledby={`favourites-${day.date}`} data-date={day.date}>
            <Heading as="h2" size="6" mb="3" id={`favourites-${day.date}`}>
              {formatDayHeader(day.date)}
            </Heading>
            <div className="card-grid">
              {day.parts.flatMap(({ items }) =>
                items.map((entry) => (
                  <ActivityCard key={entry.key} activity={entry.activity} session={entry.session} />
                )),
              )}
            </div>
          </section>
        </Box>
      ))}
    </Flex>
  );
}

const FavouritesFeedQuery = graphql(`
  query FavouritesFeed {
    currentUser { id favouritesFeedPath }
  }
`);
const MakeFavouritesFeedMutation = graphql(`mutation MakeFavouritesFeed { renewCalendarFeed }`);

/**
 * The private iCal address of the signed-in person's favourites, beside their calendar feed: the
 * same secret, so making, replacing or turning off one does the same to the other.
 */
export function FavouritesFeedCard() {
  const { data, refetch } = useQuery(FavouritesFeedQuery, { fetchPolicy: 'cache-and-network' });
  const [make, making] = useMutation(MakeFavouritesFeedMutation);
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const path = data?.currentUser?.favouritesFeedPath;
  return (
    <Card size="3">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="4">
          Your favourites in your calendar
        </Heading>
        <Text as="p" size="2" color="gray">
          Subscribe in your calendar app to see every session of your favourites. Keep the address private; it
          shares its secret with{' '}
          <RadixLink asChild>
            <Link to="/calendar">your festival calendar</Link>
          </RadixLink>
          , where you can replace or turn off both.
        </Text>
        {path ? (
          <Code style={{ wordBreak: 'break-all' }} data-testid="favourites-feed-url">
            {`${origin}${path}`}
          </Code>
        ) : (
          <Button
            loading={making.loading}
            onClick={async () => {
              await make();
              await refetch();
            }}
          >
            Make my calendar address
          </Button>
        )}
      </Flex>
    </Card>
  );
}
