import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, Select, Table, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { CaptionedTable } from '#web/components/captioned-table';
import { ErrorCallout } from '#web/components/error-callout';
import { addOrEditTrigger, FormDialog, useFormState } from '#web/components/form-dialog';
import { FormField, TextInput } from '#web/components/form-field';
import { PersonAvatar } from '#web/components/person-avatar';
import { TableStatusRow } from '#web/components/table-status-row';
import { useToast } from '#web/components/toasts';
import type { AdminPresentersQuery } from '#web/graphql/graphql';
import { refetchAfter } from '#web/lib/auth';
import { PictureUploadDialog } from './picture-upload';
import {
  CreatePresenterMutation,
  LinkPresenterMutation,
  PresentersAdminQuery,
  UpdatePresenterMutation,
} from './programme-admin-queries';

type Person = AdminPresentersQuery['peoplePage']['people'][number];
type City = AdminPresentersQuery['cities'][number];

/** Presenters' public profiles: bio, pronouns, city; and linking a presenter to their account. */
export function AdminPresenters() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setOffset(0);
    }, 250);
    return () => clearTimeout(timer);
  }, [query]);
  const { data, previousData, loading, error, refetch } = useQuery(PresentersAdminQuery, {
    variables: { query: search, first: PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  // Keep the page on screen while the next one loads, so the table does not jump.
  const page = (data ?? previousData)?.peoplePage;
  const people = page?.people ?? [];
  const total = page?.total ?? 0;
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
      {page && <PageControls offset={offset} shown={people.length} total={total} onOffset={setOffset} />}
      <CaptionedTable caption="Presenters" columns={['Name', 'City', 'Account', 'Changes']}>
        <TableStatusRow columns={4} loading={loading && !page} empty={Boolean(page) && people.length === 0}>
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
      </CaptionedTable>
    </Flex>
  );
}

const PAGE_SIZE = 50;

/** "41–80 of 212" with previous and next: a list never stops silently at a page. */
function PageControls(props: {
  offset: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const { offset, shown, total, onOffset } = props;
  const range = shown === 0 ? `0 of ${total}` : `${offset + 1}–${offset + shown} of ${total}`;
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Text size="2" color="gray" aria-live="polite">
        {total === 1 ? '1 person' : `${range} people`}
      </Text>
      {total > PAGE_SIZE && (
        <Flex gap="2">
          <Button
            size="1"
            variant="soft"
            disabled={offset === 0}
            onClick={() => onOffset(Math.max(offset - PAGE_SIZE, 0))}
          >
            Previous
          </Button>
          <Button
            size="1"
            variant="soft"
            disabled={offset + PAGE_SIZE >= total}
            onClick={() => onOffset(offset + PAGE_SIZE)}
          >
            Next
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

const NO_CITY = 'none';
const REFRESH = refetchAfter('AdminPresenters');

function PresenterDialog({ person, cities }: { person: Person | null; cities: readonly City[] }) {
  const toast = useToast();
  const initial = () => ({
    name: person?.name ?? '',
    pronouns: person?.pronouns ?? '',
    bio: person?.bio ?? '',
    cityId: person?.city?.id ?? '',
  });
  const form = useFormState(initial);
  const [create, creating] = useMutation(CreatePresenterMutation, REFRESH);
  const [update, updating] = useMutation(UpdatePresenterMutation, REFRESH);
  const prefix = `person-${person?.id ?? 'new'}`;
  const title = person ? `Edit ${person.name}` : 'New presenter';

  async function submit() {
    form.setFailure(null);
    const input = { ...form.values, cityId: form.values.cityId || null };
    const result = person
      ? (await update({ variables: { id: person.id, input } })).data?.updatePresenter
      : (await create({ variables: { input } })).data?.createPresenter;
    const saved = form.accept(result, 'Person', 'Could not save');
    if (saved) toast({ title: person ? 'Profile saved' : `${saved.name} added`, tone: 'success' });
    return saved !== null;
  }

  return (
    <FormDialog
      form={form}
      trigger={addOrEditTrigger(!person, title)}
      title={title}
      description="What the public people pages show."
      maxWidth="36rem"
      submitLabel={person ? 'Save profile' : 'Add presenter'}
      loading={creating.loading || updating.loading}
      onOpen={() => form.reset(initial())}
      submit={submit}
    >
      <TextInput id={`${prefix}-name`} label="Name" {...form.field('name')} />
      <TextInput id={`${prefix}-pronouns`} label="Pronouns" {...form.field('pronouns')} />
      <FormField id={`${prefix}-city`} label="City" problem={form.problems.cityId}>
        <Select.Root
          value={form.values.cityId || NO_CITY}
          onValueChange={(value) => form.set('cityId')(value === NO_CITY ? '' : value)}
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
      <TextInput id={`${prefix}-bio`} label="Bio (Markdown)" multiline={6} {...form.field('bio')} />
    </FormDialog>
  );
}

/** Linking a presenter to an account is what lets them act as a tutor when logged in. */
function LinkAccountDialog({ person }: { person: Person }) {
  const toast = useToast();
  const form = useFormState({ email: '' });
  const [link, { loading }] = useMutation(LinkPresenterMutation, REFRESH);

  async function submit() {
    const result = (await link({ variables: { id: person.id, email: form.values.email } })).data
      ?.linkPresenterToUser;
    if (result?.__typename === 'Person') {
      toast({ title: `${person.name} linked to ${result.accountEmail}`, tone: 'success' });
      return true;
    }
    const problem =
      result?.__typename === 'ValidationError'
        ? (result.problems[0]?.message ?? result.message)
        : result?.message;
    form.setProblems(problem ? { email: problem } : {});
    return false;
  }

  return (
    <FormDialog
      form={form}
      trigger={
        <Button size="1" variant="soft" color="gray">
          Link account
        </Button>
      }
      title={`Link ${person.name} to an account`}
      description="The account’s own profile gives way to this one (its phone and city carry over)."
      submitLabel="Link account"
      loading={loading}
      submit={submit}
    >
      <TextInput id={`link-${person.id}-email`} label="Account email" type="email" {...form.field('email')} />
    </FormDialog>
  );
}
