import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Flex, Heading } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { type ActivityType, activityTypeLabel, activityTypeToUrl } from '#core/activities/activity-types';
import { slugify } from '#core/activities/programme-input';
import { ErrorCallout } from '#web/components/error-callout';
import { useFormState } from '#web/components/form-dialog';
import { problemsFrom, TextInput } from '#web/components/form-field';
import { useToast } from '#web/components/toasts';
import { useOptionalFestival } from '#web/features/festival/festival-context';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { isNotError } from '#web/lib/results';
import { CreateActivityMutation } from './programme-admin-queries';

/** Adds an activity of this kind to the current festival, then opens its page to fill it in. */
export function NewActivityForm({ type }: { type: ActivityType }) {
  const festival = useOptionalFestival();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useFormState({ name: '', slug: '' });
  const { name, slug } = form.values;
  const [create, { loading }] = useMutation(CreateActivityMutation, {
    ...UNCACHED_RESULT,
    refetchQueries: ['AdminActivityList'],
  });
  const label = activityTypeLabel(type).toLowerCase();
  if (!festival) return <ErrorCallout>Create a festival first (Festivals).</ErrorCallout>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!festival) return;
    form.setFailure(null);
    const { data, error } = await create({
      variables: { festivalId: festival.id, type, name, slug: slug.trim() || null },
    });
    const result = data?.createActivity;
    if (isNotError(result)) {
      toast({ title: `${result.name} added`, tone: 'success' });
      await navigate({
        to: '/admin/$activityType/$slug',
        params: { activityType: activityTypeToUrl(type), slug: result.slug },
      });
      return;
    }
    if (result?.__typename === 'ValidationError') {
      form.setProblems(problemsFrom(result));
      return;
    }
    form.setFailure(error?.message ?? result?.message ?? 'Could not add it');
  }

  return (
    <Card asChild>
      <form onSubmit={submit} aria-labelledby="new-activity-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="new-activity-heading">
            New {label}
          </Heading>
          {form.failure && <ErrorCallout>{form.failure}</ErrorCallout>}
          <Flex gap="3" wrap="wrap" align="start">
            <Box flexGrow="1">
              <TextInput id="new-activity-name" label="Name" {...form.field('name')} />
            </Box>
            <Box flexGrow="1">
              <TextInput
                id="new-activity-slug"
                label="Address (optional)"
                {...form.field('slug')}
                hint={`/${activityTypeToUrl(type)}/${slug.trim() || slugify(name) || '…'}`}
              />
            </Box>
          </Flex>
          <Box>
            <Button type="submit" loading={loading}>
              Add {label}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
}
