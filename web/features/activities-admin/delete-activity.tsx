import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, Text } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { type ActivityType, activityTypeToUrl } from '#core/activities/activity-types';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { isNotError } from '#web/lib/results';
import type { AdminActivity } from './activity-admin-types';
import { AdminSection } from './admin-section';
import { DeleteActivityMutation, DeletionImpactQuery } from './programme-admin-queries';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Deletes the activity after a confirmation that says what else goes; refused while places are held. */
export function DeleteActivity({ activity }: { activity: AdminActivity }) {
  const apollo = useApolloClient();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const [remove, { loading }] = useMutation(DeleteActivityMutation, UNCACHED_RESULT);
  if (!activity.canEdit) return null;
  const type = activity.type as ActivityType;

  async function start() {
    const { data } = await apollo.query({
      query: DeletionImpactQuery,
      variables: { type, slug: activity.slug },
      fetchPolicy: 'network-only',
    });
    const impact = isNotError(data?.activity) ? data.activity.deletionImpact : null;
    if (!impact) return;
    if (impact.placesTaken > 0) {
      toast({
        title: `${activity.name} can’t be deleted`,
        description: `${plural(impact.placesTaken, 'person holds a place', 'people hold places')} in its sessions. Cancel its sessions first.`,
        tone: 'error',
      });
      return;
    }
    const goes = [
      plural(impact.sessions, 'session', 'sessions'),
      plural(impact.cast, 'presenter listing', 'presenter listings'),
      plural(impact.waitlisted, 'waitlist place', 'waitlist places'),
      plural(impact.feedback, 'piece of feedback', 'pieces of feedback'),
    ];
    const sure = await confirm({
      title: `Delete ${activity.name}?`,
      body: `This also deletes ${goes.join(', ')}. It can’t be undone.`,
      confirmLabel: 'Delete',
      color: 'red',
    });
    if (!sure) return;
    const result = (await remove({ variables: { id: activity.id } })).data?.deleteActivity;
    if (isNotError(result)) {
      toast({ title: `${result.name} deleted`, tone: 'success' });
      await apollo.refetchQueries({ include: ['AdminActivityList'] });
      await navigate({ to: '/admin/$activityType', params: { activityType: activityTypeToUrl(type) } });
      return;
    }
    toast({ title: 'Could not delete it', description: result?.message, tone: 'error' });
  }

  return (
    <AdminSection id="delete" title="Delete">
      <Text as="p" size="2" color="gray" mb="2">
        Deleting is refused while anyone holds a place.
      </Text>
      <Box>
        <Button color="red" variant="soft" loading={loading} onClick={start}>
          Delete {activity.name}
        </Button>
      </Box>
    </AdminSection>
  );
}
