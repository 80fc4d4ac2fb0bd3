import { Badge, Box, Card, DataList, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { activityTypeLabel, joinNames } from '#core/activities/index';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { ActivityLink } from '#web/components/activity-link';
import type { MySessionQuery } from '#web/graphql/graphql';

export type MySessionData = NonNullable<MySessionQuery['mySession']>;

function _capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function howYouTakePart(mine: MySessionData): string {
  if (mine.kinds.includes('Presenting'))
    return mine.role ? `You’re presenting (${mine.role})` : 'You’re presenting';
  if (mine.kinds.includes('Workshop')) return 'You’re in';
  if (mine.kinds.includes('Waitlist'))
    return mine.waitlistPlace ? `On the waitlist (#${mine.waitlistPlace})` : 'On the waitlist';
  return 'Your workshop’s show';
}

function venueLine(venue: { name: string; room?: string | null } | null | undefined): string | null {
  if (!venue) return null;
  return venue.room ? `${venue.room}, ${venue.name}` : venue.name;
}

/** The top of a /my session page: what, when, where, with whom, and the sub-page tabs. */
export function MySessionHeader({ mine, nav }: { mine: MySessionData; nav?: ReactNode }) {
  const { session } = mine;
  const { activity } = session;
  const start = new Date(session.startsAt);
  const leaders = activity.__typename === 'Workshop' ? activity.tutors : activity.presenters;
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2">
        <Flex gap="2" align="center">
          <Text size="2" color="gray" weight="medium">
            {activityTypeLabel(activity.type)}
          </Text>
          <Badge
            color={
              mine.kinds.includes('Presenting') ? 'blue' : mine.kinds.includes('Waitlist') ? 'amber' : 'green'
            }
          >
            {howYouTakePart(mine)}
          </Badge>
        </Flex>
        <Heading as="h1" size={{ initial: '7', sm: '8' }}>
          {activity.name}
        </Heading>
      </Flex>
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        <DataList.Item>
          <DataList.Label>When</DataList.Label>
          <DataList.Value>
            {formatDayHeader(start)}, {formatTimeRange(start, new Date(session.endsAt))}
          </DataList.Value>
        </DataList.Item>
        {session.venue && (
          <DataList.Item>
            <DataList.Label>Where</DataList.Label>
            <DataList.Value>
              <Flex direction="column">
                <RadixLink asChild>
                  <Link to="/venues/$id" params={{ id: session.venue.id }}>
                    {venueLine(session.venue)}
                  </Link>
                </RadixLink>
                <Text size="2" color="gray">
                  {session.venue.address}
                </Text>
              </Flex>
            </DataList.Value>
          </DataList.Item>
        )}
        {leaders.length > 0 && (
          <DataList.Item>
            <DataList.Label>{activity.__typename === 'Workshop' ? 'Tutors' : 'Presenters'}</DataList.Label>
            <DataList.Value>{joinNames(leaders.map((p) => p.name))}</DataList.Value>
          </DataList.Item>
        )}
      </DataList.Root>
      {nav}
    </Flex>
  );
}

/** The session's description (the index sub-page). */
export function MySessionOverview({ mine }: { mine: MySessionData }) {
  const { activity } = mine.session;
  return (
    <Flex direction="column" gap="3">
      <div
        className="prose"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised on the server
        dangerouslySetInnerHTML={{ __html: activity.descriptionHtml }}
      />
      <Text size="2">
        <RadixLink asChild>
          <ActivityLink activity={activity}>Public page for {activity.name}</ActivityLink>
        </RadixLink>
      </Text>
    </Flex>
  );
}

/** The show the workshop leads to, when there is one. */
export function MySessionShow({ mine }: { mine: MySessionData }) {
  const { activity } = mine.session;
  const show = activity.__typename === 'Workshop' ? activity.show : null;
  if (!show) {
    return (
      <Card size="2">
        <Text as="p" color="gray">
          This workshop doesn’t lead to a show.
        </Text>
      </Card>
    );
  }
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Badge color="cyan" style={{ alignSelf: 'flex-start' }}>
          Workshop to show
        </Badge>
        <Heading as="h2" size="5">
          <RadixLink asChild>
            <ActivityLink activity={show} />
          </RadixLink>
        </Heading>
        <Text as="p">
          {activity.name} leads to this show: what you make in the workshop goes on stage. Your tutors will
          tell you what to expect.
        </Text>
        {show.sessions.length > 0 && (
          <Box asChild>
            <ul aria-label="Performances" style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {show.sessions.map((s) => {
                const start = new Date(s.startsAt);
                return (
                  <li key={s.id}>
                    <Text size="2">
                      {formatDayHeader(start)}, {formatTimeRange(start, new Date(s.endsAt))}
                      {s.venue ? ` · ${venueLine(s.venue)}` : ''}
                    </Text>
                  </li>
                );
              })}
            </ul>
          </Box>
        )}
      </Flex>
    </Card>
  );
}
