import { Card, Flex, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { activityTypeLabel, activityTypeToUrl } from '#core/activities/activity-types';
import { type AdminActivity, linkedActivity } from './activity-admin-types';

/** The show a workshop leads to, or the workshop that feeds a show. */
export function ActivityAdminLinked({ activity }: { activity: AdminActivity }) {
  const linked = linkedActivity(activity);
  if (!linked) return <Text color="gray">{activity.name} has no linked show or workshop.</Text>;
  return (
    <Card>
      <Flex direction="column" gap="1">
        <Text size="2" color="gray">
          {activity.__typename === 'Workshop'
            ? 'This workshop leads to the show'
            : 'This show comes from the workshop'}
        </Text>
        <Link
          to="/admin/$activityType/$slug"
          params={{ activityType: activityTypeToUrl(linked.type), slug: linked.slug }}
        >
          {linked.name}
        </Link>
        <Text size="1" color="gray">
          {activityTypeLabel(linked.type)}
        </Text>
      </Flex>
    </Card>
  );
}
