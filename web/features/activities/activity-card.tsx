import { Badge, Box, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { isPublicProgrammeType } from '#core/activities/activity-types';
import { joinNames } from '#core/activities/index';
import { formatTimeRange } from '#core/festival/dates';
import { ActivityLink } from '#web/components/activity-link';
import { CityChips } from '#web/components/city-chip';
import { Picture } from '#web/components/picture';
import type { ActivityCardFragment } from '#web/graphql/graphql';
import { graphql } from '#web/graphql/index';
import { isPresentedByFestival, isWorkshopToShow } from './activity-card-data';
import { FavouriteButton } from './favourite-button';

export const ActivityCardFragmentDoc = graphql(`
  fragment ActivityCard on Activity {
    __typename
    id
    name
    type
    slug
    suitability
    picture { id medium blurhash altText width height }
    presenters {
      id
      name
      isFestival
      city { id name traditionalNames country }
    }
    sessions { id startsAt endsAt full cancelled venue { id name } }
    ... on Workshop { show { id } }
    ... on Show { workshop { id } }
  }
`);

const CARD_RATIO = 4 / 3;

/** A programme card [PG-5]–[PG-9]; `session` is the one this card stands for, if any. */
export function ActivityCard({
  activity,
  session,
  headingLevel = 'h3',
  showTime = true,
  eager = false,
}: {
  activity: ActivityCardFragment;
  session?: {
    full: boolean;
    cancelled?: boolean;
    startsAt: string;
    endsAt: string;
    venue?: { name: string } | null;
  } | null;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Say when, on the card itself; off where the heading above already gives this card's time. */
  showTime?: boolean;
  /** Load the picture at once (the first cards, likely the largest thing on the first screen). */
  eager?: boolean;
}) {
  const cancelled = session
    ? session.cancelled === true
    : activity.sessions.length > 0 && activity.sessions.every((s) => s.cancelled);
  const full =
    !cancelled &&
    (session
      ? session.full
      : activity.sessions.length > 0 && activity.sessions.every((s) => s.full || s.cancelled));
  const presentedByFestival = isPresentedByFestival(activity);
  const workshopToShow = isWorkshopToShow(activity);
  const presenters = activity.presenters.filter((presenter) => !presenter.isFestival);
  return (
    <Card className="activity-card" size="1" asChild>
      <article data-testid="activity-card" data-slug={activity.slug}>
        {full && <Text className="sold-out">Sold out</Text>}
        {cancelled && <Text className="sold-out">Cancelled</Text>}
        <Box mb="3" mx="-3" mt="-3">
          <ActivityLink activity={activity} className="card-picture-link" tabIndex={-1} aria-hidden>
            {activity.picture ? (
              <Picture
                picture={activity.picture}
                src={activity.picture.medium}
                aspectRatio={CARD_RATIO}
                eager={eager}
              />
            ) : (
              <div className="picture" style={{ aspectRatio: String(CARD_RATIO) }} />
            )}
          </ActivityLink>
        </Box>
        <Flex direction="column" gap="2" flexGrow="1">
          <Flex justify="between" align="start" gap="2">
            <Heading as={headingLevel} size="4">
              <ActivityLink activity={activity} className="activity-card-link" />
            </Heading>
            {isPublicProgrammeType(activity.type) && <FavouriteButton activity={activity} />}
          </Flex>
          {session && (showTime || session.venue) && (
            <Text as="p" size="2" data-testid="card-when">
              {[
                showTime ? formatTimeRange(new Date(session.startsAt), new Date(session.endsAt)) : null,
                session.venue?.name,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
          {presenters.length > 0 && (
            <Text as="p" size="2" color="gray">
              {joinNames(presenters.map((presenter) => presenter.name))}
            </Text>
          )}
          <CityChips people={presenters} />
          {(presentedByFestival || workshopToShow) && (
            <Flex gap="1" wrap="wrap" mt="auto" pt="1">
              {presentedByFestival && (
                <Badge color="crimson" variant="solid">
                  NZIF
                </Badge>
              )}
              {workshopToShow && <Badge color="cyan">Workshop to show</Badge>}
            </Flex>
          )}
        </Flex>
      </article>
    </Card>
  );
}

/** The card's shape with skeletons, shown while the programme loads [PG-11]. */
export function ActivityCardPlaceholder() {
  return (
    <Card size="1" className="activity-card" aria-hidden>
      <Box mb="3" mx="-3" mt="-3">
        {/* Sized like the picture it stands for, so cards keep their height when it arrives [issue 28]. */}
        <Skeleton
          data-testid="placeholder-picture"
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: String(CARD_RATIO) }}
        />
      </Box>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="4">
          <Skeleton>Loading the activity name</Skeleton>
        </Heading>
        <Text size="2">
          <Skeleton>Presenter names here</Skeleton>
        </Text>
      </Flex>
    </Card>
  );
}
