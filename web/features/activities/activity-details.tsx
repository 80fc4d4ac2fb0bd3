import { Badge, Box, Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { isPublicProgrammeType } from '#core/activities/activity-types';
import { activityTypeLabel, joinNames } from '#core/activities/index';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { ActivityLink } from '#web/components/activity-link';
import { CityChip, CityChips } from '#web/components/city-chip';
import { PersonAvatar, RichText } from '#web/components/person-avatar';
import { Picture } from '#web/components/picture';
import type { ActivityDetailsQuery as ActivityDetailsResult, RegistrationPhase } from '#web/graphql/graphql';
import type { NotError } from '#web/lib/results';
import { FavouriteButton } from './favourite-button';
import { WorkshopRegistrationButton } from './workshop-registration';

export type ActivityDetailsData = NotError<ActivityDetailsResult['activity']>;

/** The activity page: what it is, who presents it, when and where [RT-4]. */
export function ActivityDetails({
  activity,
  phase = null,
}: {
  activity: ActivityDetailsData;
  /** The festival's registration phase, for a workshop's register or rank button [issue 28]. */
  phase?: RegistrationPhase | null;
}) {
  const presenters = activity.presenters.filter((presenter) => !presenter.isFestival);
  const linked =
    activity.__typename === 'Workshop'
      ? activity.show
      : activity.__typename === 'Show'
        ? activity.workshop
        : null;
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Text size="2" color="gray" weight="medium">
          {activityTypeLabel(activity.type)}
        </Text>
        <Flex justify="between" align="start" gap="3">
          <Heading as="h1" size={{ initial: '7', sm: '8' }}>
            {activity.name}
          </Heading>
          {isPublicProgrammeType(activity.type) && <FavouriteButton activity={activity} size="3" />}
        </Flex>
        {presenters.length > 0 && (
          <Text as="p" size="4" color="gray">
            {activity.__typename === 'Show' ? 'Directed by ' : 'With '}
            {joinNames(presenters.map((presenter) => presenter.name))}
          </Text>
        )}
        <CityChips people={presenters} />
      </Flex>
      <div className="detail-layout">
        <Flex direction="column" gap="5">
          {activity.picture && (
            <Picture
              picture={activity.picture}
              src={activity.picture.large}
              eager
              sizes="(min-width: 768px) 66vw, 100vw"
            />
          )}
          <div
            className="prose"
            // The server renders the Markdown and sanitises the HTML.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
            dangerouslySetInnerHTML={{ __html: activity.descriptionHtml }}
          />
          {activity.suitability && (
            <Box>
              <Heading as="h2" size="4" mb="2">
                Is this {activity.type === 'Workshop' ? 'workshop' : 'show'} right for me?
              </Heading>
              <Text as="p" className="prose">
                {activity.suitability}
              </Text>
            </Box>
          )}
          {linked && (
            <Card>
              <Flex direction="column" gap="1">
                <Badge color="cyan" style={{ alignSelf: 'flex-start' }}>
                  Workshop to show
                </Badge>
                <Text as="p">
                  {activity.__typename === 'Workshop'
                    ? 'This workshop leads to a show: '
                    : 'This show grows out of a workshop: '}
                  <RadixLink asChild weight="medium">
                    <ActivityLink activity={linked} />
                  </RadixLink>
                </Text>
              </Flex>
            </Card>
          )}
        </Flex>
        <Flex direction="column" gap="4" asChild>
          <aside aria-label="At a glance">
            <Heading as="h2" size="4">
              At a glance
            </Heading>
            {activity.sessions.length === 0 && <Text color="gray">Times to be announced.</Text>}
            {activity.sessions.map((session) => (
              <Card key={session.id} data-testid="session">
                <Flex direction="column" gap="1">
                  <Text weight="bold">{formatDayHeader(new Date(session.startsAt))}</Text>
                  <Text>{formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}</Text>
                  {session.venue ? (
                    <RadixLink asChild>
                      <Link to="/venues/$id" params={{ id: session.venue.id }}>
                        {session.venue.room
                          ? `${session.venue.room} at ${session.venue.name}`
                          : session.venue.name}
                      </Link>
                    </RadixLink>
                  ) : (
                    <Text color="gray">Venue TBC</Text>
                  )}
                  {session.cancelled ? (
                    <>
                      <Badge color="red" style={{ alignSelf: 'flex-start' }}>
                        Cancelled
                      </Badge>
                      {session.cancellationReason && (
                        <Text size="2" color="gray">
                          {session.cancellationReason}
                        </Text>
                      )}
                    </>
                  ) : (
                    session.full && (
                      <Badge color="crimson" style={{ alignSelf: 'flex-start' }}>
                        Sold out
                      </Badge>
                    )
                  )}
                  {activity.__typename === 'Workshop' && phase && (
                    <WorkshopRegistrationButton
                      phase={phase}
                      slug={activity.slug}
                      session={session}
                      when={
                        activity.sessions.length > 1 ? formatDayHeader(new Date(session.startsAt)) : undefined
                      }
                    />
                  )}
                </Flex>
              </Card>
            ))}
            {activity.bookingLink && (
              <Button asChild size="3">
                <a href={activity.bookingLink} target="_blank" rel="noopener noreferrer">
                  Book tickets
                </a>
              </Button>
            )}
          </aside>
        </Flex>
      </div>
      {presenters.length > 0 && (
        <Box asChild>
          <section aria-labelledby="presenters-heading">
            <Heading as="h2" size="5" mb="3" id="presenters-heading">
              {presenters.length === 1 ? 'Presenter' : 'Presenters'}
            </Heading>
            <Flex direction="column" gap="4">
              {presenters.map((presenter) => (
                <Card key={presenter.id}>
                  <Flex gap="3" align="start">
                    <PersonAvatar name={presenter.name} src={presenter.picture?.small} />
                    <Flex direction="column" gap="2" minWidth="0">
                      <Heading as="h3" size="4">
                        {presenter.name}
                      </Heading>
                      {presenter.city && (
                        <Box>
                          <CityChip city={presenter.city} />
                        </Box>
                      )}
                      {presenter.bioHtml && <RichText html={presenter.bioHtml} />}
                      <RadixLink asChild weight="medium">
                        <Link to="/people/$id" params={{ id: presenter.id }}>
                          More about {presenter.name}
                        </Link>
                      </RadixLink>
                    </Flex>
                  </Flex>
                </Card>
              ))}
            </Flex>
          </section>
        </Box>
      )}
    </Flex>
  );
}
