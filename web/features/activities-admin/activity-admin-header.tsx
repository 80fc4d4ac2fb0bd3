import { Flex, Heading, TabNav, Text } from '@radix-ui/themes';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { activityTypeLabel, activityTypeToUrl } from '#core/activities/activity-types';
import { formatDayHeader } from '#core/festival/dates';
import { type AdminActivity, linkedActivity, sessionDate } from './activity-admin-types';
import { PublishActivity } from './publish-activity';

/** The activity's name and its tabs: details, one per session day, the linked show or workshop, feedback. */
export function ActivityAdminHeader({ activity }: { activity: AdminActivity }) {
  const matchRoute = useMatchRoute();
  const params = { activityType: activityTypeToUrl(activity.type), slug: activity.slug };
  const linked = linkedActivity(activity);
  const days = [...new Set(activity.sessions.map(sessionDate))];
  const active = (to: string, extra: Record<string, string> = {}) =>
    Boolean(matchRoute({ to, params: { ...params, ...extra } }));
  return (
    <Flex direction="column" gap="3">
      <Flex direction="column" gap="1">
        <Text color="gray" size="2">
          {activityTypeLabel(activity.type)}
        </Text>
        <Heading as="h1" size="7">
          {activity.name}
        </Heading>
      </Flex>
      <PublishActivity activity={activity} />
      <TabNav.Root aria-label="Activity">
        <TabNav.Link asChild active={active('/admin/$activityType/$slug')}>
          <Link to="/admin/$activityType/$slug" params={params} activeOptions={{ exact: true }}>
            Details
          </Link>
        </TabNav.Link>
        {days.map((day) => (
          <TabNav.Link
            key={day}
            asChild
            active={active('/admin/$activityType/$slug/$session', { session: day })}
          >
            <Link to="/admin/$activityType/$slug/$session" params={{ ...params, session: day }}>
              {formatDayHeader(day)}
            </Link>
          </TabNav.Link>
        ))}
        {linked && (
          <TabNav.Link asChild active={active('/admin/$activityType/$slug/show')}>
            <Link to="/admin/$activityType/$slug/show" params={params}>
              {activityTypeLabel(linked.type)}
            </Link>
          </TabNav.Link>
        )}
        <TabNav.Link asChild active={active('/admin/$activityType/$slug/feedback')}>
          <Link to="/admin/$activityType/$slug/feedback" params={params}>
            Feedback
          </Link>
        </TabNav.Link>
      </TabNav.Root>
    </Flex>
  );
}
