import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Dialog, Flex, Heading, Select, Table, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorCallout } from '#web/components/error-callout';
import { FormField, type Problems, problemsFrom, TextInput } from '#web/components/form-field';
import { PersonAvatar } from '#web/components/person-avatar';
import { TableStatusRow } from '#web/components/table-status-row';
import { useToast } from '#web/components/toasts';
import type { AdminPresentersQuery } from '#web/graphql/graphql';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { PictureUploadDialog } from './picture-upload';
import {
  CreatePresenterMutation,
  LinkPresenterMutation,
  PresentersAdminQuery,
  UpdatePresenterMutation,
} from './programme-admin-queries';

type Person = AdminPresentersQuery['peopleSearch'][number];
type City = AdminPresentersQuery['cities'][number];

/** Presenters' public profiles: bio, pronouns, city; and linking a presenter to their account. */
export function AdminPresenters() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const { data, loading, error, refetch } = useQuery(PresentersAdminQuery, {
    variables: { query: search },
    fetchPolicy: 'cache-and-network',
  });
  const people = data?.peopleSearch ?? [];
  const cities = data?.cities ?? [];
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          Presenters
        </Heading>
        <PresenterDialog person={null} cities={cities} />
      </Flex>
      <Box maxWidth="24rem">
        <TextField.Root
          aria-label="Search people"
          placeholder="Search by name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Box>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>City</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Account</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Changes</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStatusRow columns={4} loading={loading && !data} empty={Boolean(data) && people.length === 0}>
            Nobody found.
          </TableStatusRow>
          {people.map((person) => (
            <Table.Row key={person.id}>
              <Table.RowHeaderCell>
                <PersonAvatar name={person.name} src={person.picture?.small} size="2" /> {person.name}
                {person.pronouns && (
                  <Text color="gray" size="1">
                    {' '}
                    ({person.pronouns})
                  </Text>
                )}
              </Table.RowHeaderCell>
              <Table.Cell>{person.city?.name ?? ''}</Table.Cell>
              <Table.Cell>{person.accountEmail ?? <Badge color="gray">No account</Badge>}</Table.Cell>
              <Table.Cell>
                <Flex gap="2" wrap="wrap">
                  <PresenterDialog person={person} cities={cities} />
                  {!person.accountEmail && <LinkAccountDialog person={person} />}
                  <PictureUploadDialog
                    subject="presenter"
                    uploadUrl={`/api/people/${person.id}/picture`}
                    name={person.name}
                    onUploaded={() => void refetch()}
                  />
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

const NO_CITY = 'none';

function PresenterDialog({ person, cities }: { person: Person | null; cities: readonly City[] }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const initial = () => ({
    name: person?.name ?? '',
    pronouns: person?.pronouns ?? '',
    bio: person?.bio ?? '',
    cityId: person?.city?.id ?? '',
  });
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const options = { ...UNCACHED_RESULT, refetchQueries: ['AdminPresenters'], awaitRefetchQueries: true };
  const [create, creating] = useMutation(CreatePresenterMutation, options);
  const [update, updating] = useMutation(UpdatePresenterMutation, options);
  const set = (field: keyof ReturnType<typeof initial>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const prefix = `person-${person?.id ?? 'new'}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = { ...values, cityId: values.cityId || null };
    const result = person
      ? (await update({ variables: { id: person.id, input } })).data?.updatePresenter
      : (await create({ variables: { input } })).data?.createPresenter;
    if (result?.__typename === 'ValidationError') {
      setProblems(problemsFrom(result));
      return;
    }
    if (result?.__typename === 'Person') {
      toast({ title: person ? 'Profile saved' : `${result.name} added`, tone: 'success' });
      setOpen(false);
      return;
    }
    setFailure(result?.message ?? 'Could not save');
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(initial());
          setProblems({});
        }
      }}
    >
      <Dialog.Trigger>
        <Button size={person ? '1' : '2'} variant={person ? 'soft' : 'solid'}>
          {person ? `Edit ${person.name}` : 'New presenter'}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="36rem">
        <Dialog.Title>{person ? `Edit ${person.name}` : 'New presenter'}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          What the public people pages show.
        </Dialog.Description>
        <form onSubmit={submit}>
          <Flex direction="column" gap="3" mt="3">
            {failure && <ErrorCallout>{failure}</ErrorCallout>}
            <TextInput
              id={`${prefix}-name`}
              label="Name"
              value={values.name}
              onChange={set('name')}
              problem={problems.name}
            />
            <TextInput
              id={`${prefix}-pronouns`}
              label="Pronouns"
              value={values.pronouns}
              onChange={set('pronouns')}
              problem={problems.pronouns}
            />
            <FormField id={`${prefix}-city`} label="City" problem={problems.cityId}>
              <Select.Root
                value={values.cityId || NO_CITY}
                onValueChange={(value) => set('cityId')(value === NO_CITY ? '' : value)}
              >
                <Select.Trigger id={`${prefix}-city`} />
                <Select.Content>
                  <Select.Item value={NO_CITY}>No city</Select.Item>
                  {cities.map((city) => (
                    <Select.Item key={city.id} value={city.id}>
                      {city.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </FormField>
            <TextInput
              id={`${prefix}-bio`}
              label="Bio (Markdown)"
              multiline={6}
              value={values.bio}
              onChange={set('bio')}
              problem={problems.bio}
            />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={creating.loading || updating.loading}>
                {person ? 'Save profile' : 'Add presenter'}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Linking a presenter to an account is what lets them act as a tutor when logged in. */
function LinkAccountDialog({ person }: { person: Person }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [link, { loading }] = useMutation(LinkPresenterMutation, {
    ...UNCACHED_RESULT,
    refetchQueries: ['AdminPresenters'],
    awaitRefetchQueries: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = (await link({ variables: { id: person.id, email } })).data?.linkPresenterToUser;
    if (result?.__typename === 'Person') {
      toast({ title: `${person.name} linked to ${result.accountEmail}`, tone: 'success' });
      setOpen(false);
      return;
    }
    setProblem(
      result?.__typename === 'ValidationError'
        ? (result.problems[0]?.message ?? result.message)
        : result?.message,
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" color="gray">
          Link account
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>Link {person.name} to an account</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          The account’s own profile gives way to this one (its phone and city carry over).
        </Dialog.Description>
        <form onSubmit={submit}>
          <Flex direction="column" gap="3" mt="3">
            <TextInput
              id={`link-${person.id}-email`}
              label="Account email"
              type="email"
              value={email}
              onChange={setEmail}
              problem={problem}
            />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={loading}>
                Link account
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
