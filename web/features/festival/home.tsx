import { Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
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
import { usePlacenames } from '#web/components/placenames';
import type { HomeQuery as HomeResult, RegistrationPhase } from '#web/graphql/graphql';
import type { Festival } from './festival-context';

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

export function UpcomingSessions({ sessions }: { sessions: readonly UpcomingSession[] }) {
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-heading">
      <Heading as="h2" size="6" mb="3" id="upcoming-heading">
        Coming up
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
