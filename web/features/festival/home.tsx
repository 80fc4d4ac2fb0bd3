import { Box, Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { activityTypeLabel } from '#core/activities/index';
import {
  formatDate,
  formatDateRange,
  formatDayHeader,
  formatTimeRange,
  isoDateInZone,
} from '#core/festival/dates';
import { cityDisplayName, FESTIVAL_CITY } from '#core/people/cities';
import { ActivityLink } from '#web/components/activity-link';
import { Picture } from '#web/components/picture';
import { usePlacenames } from '#web/components/placenames';
import type { HomeFeaturedFragment, HomeQuery as HomeResult, RegistrationPhase } from '#web/graphql/graphql';
import type { Festival } from './festival-context';
import { featuredActivities } from './home-selection';

type UpcomingSession = NonNullable<HomeResult['festival']>['upcomingSessions'][number];

export type FestivalStage = 'before' | 'during' | 'after';

/** Where today falls relative to the festival's days, in Pacific/Auckland. */
export function festivalStage(festival: Pick<Festival, 'startDate' | 'endDate'>, now: Date): FestivalStage {
  const today = isoDateInZone(now);
  if (today < festival.startDate) return 'before';
  if (today > festival.endDate) return 'after';
  return 'during';
}

export interface RegistrationCallToAction {
  label: string;
  /** True while people can register (the button is the page's main action). */
  isOpen: boolean;
}

/**
 * The home page's registration call to action for the festival's phase [issue 3]. Pending names
 * the opening day (earlybird's, or general's when there is no earlybird) in Pacific/Auckland.
 */
export function registrationCallToAction(
  phase: RegistrationPhase,
  opensAt: string | null,
): RegistrationCallToAction {
  switch (phase) {
    case 'Pending':
      return {
        label: opensAt ? `Registration opens ${formatDate(new Date(opensAt))}` : 'Registration opens soon',
        isOpen: false,
      };
    case 'Earlybird':
      return { label: 'Register and rank your workshops', isOpen: true };
    case 'Paused':
      return { label: 'The lottery is running', isOpen: false };
    case 'General':
      return { label: 'Register now — first come, first served', isOpen: true };
    case 'Closed':
      return { label: 'Registration has closed', isOpen: false };
  }
}

export interface RegistrationState {
  phase: RegistrationPhase;
  earlybirdOpensAt?: string | null;
  generalOpensAt?: string | null;
}

export function HomeHero({
  festival,
  registration,
  now,
}: {
  festival: Festival;
  registration: RegistrationState | null;
  now: Date;
}) {
  const stage = festivalStage(festival, now);
  const action = registration
    ? registrationCallToAction(
        registration.phase,
        registration.earlybirdOpensAt ?? registration.generalOpensAt ?? null,
      )
    : null;
  const showAction = action !== null && stage !== 'after';
  const { showTraditionalNames } = usePlacenames();
  return (
    <Flex direction="column" gap="4" py={{ initial: '4', sm: '8' }}>
      <Heading as="h1" size={{ initial: '8', sm: '9' }}>
        {festival.name}
      </Heading>
      <Text as="p" size="5">
        New Zealand Improv Festival
      </Text>
      <Text as="p" size="4" color="gray">
        {formatDateRange(festival.startDate, festival.endDate)} ·{' '}
        {cityDisplayName(FESTIVAL_CITY, showTraditionalNames)}
      </Text>
      <Text as="p" size="3" style={{ maxWidth: '40rem' }}>
        A week of workshops, shows and people who love to make things up together.
      </Text>
      <Flex gap="3" wrap="wrap">
        {showAction && (
          <Button asChild size="3" variant={action.isOpen ? 'solid' : 'outline'} className="wrapping-button">
            <Link to="/register" data-testid="registration-call-to-action">
              {action.label}
            </Link>
          </Button>
        )}
        <Button asChild size="3" variant={showAction && action.isOpen ? 'soft' : 'solid'}>
          <Link to="/$activityType" params={{ activityType: 'workshops' }}>
            Browse the programme
          </Link>
        </Button>
        <Button asChild size="3" variant="soft">
          <Link to="/$activityType" params={{ activityType: 'shows' }}>
            See the shows
          </Link>
        </Button>
      </Flex>
      {stage === 'after' && (
        <Text as="p" color="gray">
          This festival is over. Thank you for coming — see you next year!
        </Text>
      )}
    </Flex>
  );
}

export function UpcomingSessions({
  sessions,
  heading = 'Coming up',
}: {
  sessions: readonly UpcomingSession[];
  /** "On today" during the festival, when something is still on today [issue 28]. */
  heading?: string;
}) {
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-heading">
      <Heading as="h2" size="6" mb="3" id="upcoming-heading">
        {heading}
      </Heading>
      <div className="card-grid">
        {sessions.map((session) => (
          <Card key={session.id} asChild>
            <article>
              <Flex direction="column" gap="1">
                <Text size="1" color="gray" weight="medium">
                  {activityTypeLabel(session.activity.type)}
                </Text>
                <Heading as="h3" size="3">
                  <ActivityLink activity={session.activity} className="activity-card-link" />
                </Heading>
                <Text size="2">
                  {formatDayHeader(new Date(session.startsAt))},{' '}
                  {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
                </Text>
                {session.venue && (
                  <Text size="2" color="gray">
                    {session.venue.room
                      ? `${session.venue.room} at ${session.venue.name}`
                      : session.venue.name}
                  </Text>
                )}
              </Flex>
            </article>
          </Card>
        ))}
      </div>
      <Text as="p" mt="3">
        <RadixLink asChild>
          <Link to="/$activityType" params={{ activityType: 'workshops' }}>
            The whole programme
          </Link>
        </RadixLink>
      </Text>
    </section>
  );
}

const FEATURED_RATIO = 4 / 3;

/**
 * Pictures of a few workshops or shows to sell the festival [issue 28]: the festival's own
 * productions first, then those with places left, soonest first (featuredActivities).
 */
export function FeaturedActivities({
  title,
  activities,
  now,
  activityType,
  eager = false,
}: {
  title: string;
  activities: readonly HomeFeaturedFragment[];
  now: Date;
  activityType: 'workshops' | 'shows';
  /** Load the first picture at once (the first section, likely on the first screen). */
  eager?: boolean;
}) {
  const featured = featuredActivities(activities, now);
  if (featured.length === 0) return null;
  const id = `featured-${activityType}`;
  return (
    <section aria-labelledby={id} data-testid={id}>
      <Flex justify="between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="6" id={id}>
          {title}
        </Heading>
        <RadixLink asChild size="2">
          <Link to="/$activityType" params={{ activityType }}>
            All {activityType}
          </Link>
        </RadixLink>
      </Flex>
      <div className="card-grid featured-grid">
        {featured.map((activity, index) => {
          const presenters = activity.presenters.filter((p) => !p.isFestival).map((p) => p.name);
          return (
            <Card key={activity.id} asChild size="1">
              <article className="activity-card">
                <Box mb="3" mx="-3" mt="-3">
                  {activity.picture && (
                    <ActivityLink activity={activity} className="card-picture-link" tabIndex={-1} aria-hidden>
                      <Picture
                        picture={activity.picture}
                        src={activity.picture.medium}
                        aspectRatio={FEATURED_RATIO}
                        eager={eager && index === 0}
                      />
                    </ActivityLink>
                  )}
                </Box>
                <Heading as="h3" size="4">
                  <ActivityLink activity={activity} className="activity-card-link" />
                </Heading>
                {presenters.length > 0 && (
                  <Text as="p" size="2" color="gray" mt="1">
                    {presenters.join(', ')}
                  </Text>
                )}
              </article>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
