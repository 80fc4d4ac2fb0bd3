import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Flex, Heading, Table, Text, TextArea, TextField } from '@radix-ui/themes';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { useToast } from '#web/components/toasts';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { UpdateActivityMutation } from './activity-admin-queries';
import type { AdminActivity } from './activity-admin-types';

/** The activity's details (editable by those who manage its kind), sessions and cast. */
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
      <section aria-labelledby="sessions-heading">
        <Heading as="h2" size="4" mb="2" id="sessions-heading">
          Sessions
        </Heading>
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Day</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Time</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Venue</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Places</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Waitlist</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {activity.sessions.map((session) => (
              <Table.Row key={session.id}>
                <Table.RowHeaderCell>{formatDayHeader(session.startsAt)}</Table.RowHeaderCell>
                <Table.Cell>
                  {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
                </Table.Cell>
                <Table.Cell>
                  {session.venue
                    ? [session.venue.room, session.venue.name].filter(Boolean).join(' @ ')
                    : 'Venue TBC'}
                </Table.Cell>
                <Table.Cell>
                  {session.capacity == null
                    ? session.placesTaken
                    : `${session.placesTaken} / ${session.capacity}`}
                </Table.Cell>
                <Table.Cell>{session.waitlistCount}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </section>
      <section aria-labelledby="cast-heading">
        <Heading as="h2" size="4" mb="2" id="cast-heading">
          {activity.__typename === 'Show'
            ? 'Directors'
            : activity.__typename === 'Workshop'
              ? 'Tutors'
              : 'Cast'}
        </Heading>
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
      </section>
    </Flex>
  );
}

type Field = 'name' | 'description' | 'suitability' | 'bookingLink';

function ActivityForm({ activity }: { activity: AdminActivity }) {
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({
    name: activity.name,
    description: activity.description,
    suitability: activity.suitability,
    bookingLink: activity.bookingLink ?? '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const router = useRouter();
  // The result is read uncached (it may be an error); the page's own query is refetched instead,
  // and the route reloaded so the title follows a new name.
  const [save, { loading }] = useMutation(UpdateActivityMutation, {
    ...UNCACHED_RESULT,
    refetchQueries: ['AdminActivity'],
    awaitRefetchQueries: true,
  });
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, error } = await save({ variables: { id: activity.id, input: values } });
    const result = data?.updateActivity;
    if (result?.__typename === 'MutationUpdateActivitySuccess') {
      setProblems({});
      toast({ title: 'Changes saved', tone: 'success' });
      await router.invalidate();
      return;
    }
    if (result?.__typename === 'ValidationError') {
      setProblems(Object.fromEntries(result.problems.map((p) => [p.path[0], p.message])));
      return;
    }
    toast({ title: 'Could not save', description: error?.message ?? result?.message, tone: 'error' });
  }

  const field = (name: Field, label: string, multiline = false) => {
    const id = `activity-${name}`;
    return (
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {multiline ? (
          <TextArea id={id} rows={name === 'description' ? 8 : 3} value={values[name]} onChange={set(name)} />
        ) : (
          <TextField.Root id={id} value={values[name]} onChange={set(name)} />
        )}
        {problems[name] && (
          <Text size="1" color="red" role="alert">
            {problems[name]}
          </Text>
        )}
      </Flex>
    );
  };

  return (
    <Card asChild>
      <form onSubmit={submit} aria-label="Edit activity">
        <Flex direction="column" gap="3">
          {field('name', 'Name')}
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
