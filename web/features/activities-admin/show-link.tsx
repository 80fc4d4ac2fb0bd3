import { useMutation, useQuery } from '@apollo/client/react';
import { Flex, Select, Text } from '@radix-ui/themes';
import { useToast } from '#web/components/toasts';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { isNotError } from '#web/lib/results';
import type { AdminActivity } from './activity-admin-types';
import { AdminSection } from './admin-section';
import { LinkWorkshopToShowMutation, ShowsForLinkQuery } from './programme-admin-queries';

const NONE = 'none';

/** A workshop may lead to one show ("Workshop to show" on the programme). */
export function ShowLink({ activity }: { activity: AdminActivity }) {
  const toast = useToast();
  const shows = useQuery(ShowsForLinkQuery);
  const [link, { loading }] = useMutation(LinkWorkshopToShowMutation, {
    ...UNCACHED_RESULT,
    refetchQueries: ['AdminActivity'],
    awaitRefetchQueries: true,
  });
  if (activity.__typename !== 'Workshop') return null;
  const current = activity.show?.id ?? NONE;

  async function choose(value: string) {
    const { data } = await link({ variables: { id: activity.id, showId: value === NONE ? null : value } });
    const result = data?.linkWorkshopToShow;
    if (isNotError(result)) {
      toast({ title: value === NONE ? 'No longer leads to a show' : 'Linked to the show', tone: 'success' });
    } else {
      toast({ title: 'Could not link the show', description: result?.message, tone: 'error' });
    }
  }

  return (
    <AdminSection id="show-link" title="Leads to a show">
      <Flex gap="3" align="center">
        <Select.Root value={current} onValueChange={choose} disabled={loading || !activity.canEdit}>
          <Select.Trigger aria-label="Show this workshop leads to" />
          <Select.Content>
            <Select.Item value={NONE}>No show</Select.Item>
            {(shows.data?.festival?.activities ?? []).map((show) => (
              <Select.Item key={show.id} value={show.id}>
                {show.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        {loading && <Text color="gray">Saving…</Text>}
      </Flex>
    </AdminSection>
  );
}
