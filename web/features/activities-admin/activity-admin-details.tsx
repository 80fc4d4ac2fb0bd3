import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Flex, Text } from '@radix-ui/themes';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { type ActivityType, activityTypeToUrl } from '#core/activities/activity-types';
import { useFormState } from '#web/components/form-dialog';
import { TextInput } from '#web/components/form-field';
import { useToast } from '#web/components/toasts';
import { refetchAfter } from '#web/lib/auth';
import { isNotError } from '#web/lib/results';
import { UpdateActivityMutation } from './activity-admin-queries';
import { type AdminActivity, presentersTitle } from './activity-admin-types';
import { ActivityPicture } from './activity-picture';
import { AdminSection } from './admin-section';
import { CastEditor } from './cast-editor';
import { DeleteActivity } from './delete-activity';
import { SessionsEditor } from './sessions-editor';
import { ShowLink } from './show-link';

/** The activity's details, sessions, presenters, linked show (editable by those who manage its kind). */
export function ActivityAdminDetails({ activity }: { activity: AdminActivity }) {
  return (
    <Flex direction="column" gap="5">
      {activity.canEdit ? (
        <ActivityForm key={activity.id} activity={activity} />
      ) : (
        <Card>
          <Text as="p" color="gray" size="2">
            You may look but not change {activity.name}.
          </Text>
        </Card>
      )}
      <ActivityPicture activity={activity} />
      <SessionsEditor activity={activity} />
      {activity.canEdit ? (
        <CastEditor key={activity.cast?.map((member) => member.id).join()} activity={activity} />
      ) : (
        <AdminSection id="cast" title={presentersTitle(activity, 'Directors', 'Cast')}>
          {activity.presenters.length === 0 ? (
            <Text color="gray">Nobody yet.</Text>
          ) : (
            <Flex asChild direction="column" gap="1">
              <ul>
                {activity.presenters.map((person) => (
                  <li key={person.id}>{person.name}</li>
                ))}
              </ul>
            </Flex>
          )}
        </AdminSection>
      )}
      <ShowLink activity={activity} />
      <DeleteActivity activity={activity} />
    </Flex>
  );
}

type Field = 'name' | 'slug' | 'description' | 'suitability' | 'bookingLink';

function ActivityForm({ activity }: { activity: AdminActivity }) {
  const toast = useToast();
  const form = useFormState({
    name: activity.name,
    slug: activity.slug,
    description: activity.description,
    suitability: activity.suitability,
    bookingLink: activity.bookingLink ?? '',
  });
  const router = useRouter();
  const navigate = useNavigate();
  // The result is read uncached (it may be an error); the page's own query is refetched instead,
  // and the route reloaded so the title follows a new name.
  const [save, { loading }] = useMutation(UpdateActivityMutation, refetchAfter('AdminActivity'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, error } = await save({ variables: { id: activity.id, input: form.values } });
    const result = data?.updateActivity;
    if (isNotError(result)) {
      form.setProblems({});
      toast({ title: 'Changes saved', tone: 'success' });
      if (result.slug !== activity.slug) {
        // A new address: the old one redirects, but staff should see the new one.
        await navigate({
          to: '/admin/$activityType/$slug',
          params: { activityType: activityTypeToUrl(activity.type as ActivityType), slug: result.slug },
          replace: true,
        });
        return;
      }
      await router.invalidate();
      return;
    }
    if (result?.__typename === 'ValidationError') {
      form.setProblems(Object.fromEntries(result.problems.map((p) => [p.path[0], p.message])));
      return;
    }
    toast({ title: 'Could not save', description: error?.message ?? result?.message, tone: 'error' });
  }

  const field = (name: Field, label: string, multiline = false) => (
    <TextInput
      id={`activity-${name}`}
      label={label}
      multiline={multiline ? (name === 'description' ? 8 : 3) : undefined}
      {...form.field(name)}
    />
  );

  return (
    <Card asChild>
      <form onSubmit={submit} aria-label="Edit activity">
        <Flex direction="column" gap="3">
          {field('name', 'Name')}
          {field('slug', 'Address (slug; the old address keeps working)')}
          {field('description', 'Description (Markdown)', true)}
          {activity.__typename === 'Workshop' && field('suitability', 'Suitability notes', true)}
          {activity.__typename === 'Show' && field('bookingLink', 'Booking link')}
          <Box>
            <Button type="submit" loading={loading}>
              Save changes
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
}
