import { useQuery } from '@apollo/client/react';
import { Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type ActivityType, activityTypePlural, activityTypeToUrl } from '#core/activities/activity-types';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { CaptionedTable } from '#web/components/captioned-table';
import { ErrorCallout } from '#web/components/error-callout';
import { AdminActivityListQuery } from './activity-admin-queries';
import { placesTaken, sessionDate } from './activity-admin-types';
import { DraftBadge, PublishDrafts } from './publish-activity';

/** Every activity of one kind, with its sessions and how full they are [RT-15] [TI-3]. */
export function AdminActivityList({ type }: { type: ActivityType }) {
  const { data, loading, error } = useQuery(AdminActivityListQuery, {
    variables: { type },
    fetchPolicy: 'cache-and-network',
  });
  const activities = data?.festival?.activities ?? [];
  const activityType = activityTypeToUrl(type);
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {activityTypePlural(type)}
      </Heading>
      {data?.festival && (
        <PublishDrafts
          festivalId={data.festival.id}
          type={type}
          drafts={activities.filter((activity) => activity.isDraft).map((activity) => activity.name)}
        />
      )}
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      <CaptionedTable caption={activityTypePlural(type)} columns={['Name', 'Sessions', 'Places']}>
        {loading && !data && (
          <Table.Row>
            <Table.Cell colSpan={3}>
              <Skeleton height="2rem" />
            </Table.Cell>
          </Table.Row>
        )}
        {data && activities.length === 0 && (
          <Table.Row>
            <Table.Cell colSpan={3}>
              <Text color="gray">No {activityTypePlural(type).toLowerCase()} yet.</Text>
            </Table.Cell>
          </Table.Row>
        )}
        {activities.map((activity) => (
          <Table.Row key={activity.id}>
            <Table.RowHeaderCell>
              <Flex gap="2" align="center" wrap="wrap">
                <Link to="/admin/$activityType/$slug" params={{ activityType, slug: activity.slug }}>
                  {activity.name}
                </Link>
                {activity.isDraft && <DraftBadge />}
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>
              <Flex direction="column" gap="1">
                {activity.sessions.map((session) => (
                  <Link
                    key={session.id}
                    to="/admin/$activityType/$slug/$session"
                    params={{ activityType, slug: activity.slug, session: sessionDate(session) }}
                  >
                    {formatDayHeader(session.startsAt)},{' '}
                    {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
                  </Link>
                ))}
              </Flex>
            </Table.Cell>
            <Table.Cell>
              <Flex direction="column" gap="1">
                {activity.sessions.map((session) => (
                  <Text key={session.id}>
                    {placesTaken(session)}
                    {session.waitlistCount > 0 && ` (+${session.waitlistCount} waiting)`}
                  </Text>
                ))}
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </CaptionedTable>
    </Flex>
  );
}
