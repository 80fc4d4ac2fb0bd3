import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, Flex, IconButton, Select, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { CAST_ROLES, type CastRoleName } from '#core/activities/programme-input';
import { ErrorCallout } from '#web/components/error-callout';
import { useToast } from '#web/components/toasts';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { isNotError } from '#web/lib/results';
import { type AdminActivity, presentersTitle } from './activity-admin-types';
import { AdminSection } from './admin-section';
import {
  CreatePresenterMutation,
  PeopleSearchQuery,
  SetActivityCastMutation,
} from './programme-admin-queries';

interface Member {
  personId: string;
  name: string;
  role: CastRoleName;
}

const ROLE_LABELS: Record<CastRoleName, string> = {
  tutor: 'Tutor',
  director: 'Director',
  performer: 'Performer',
  host: 'Host',
  organiser: 'Organiser',
  speaker: 'Speaker',
  musician: 'Musician',
  operator: 'Operator',
};

function defaultRole(typename: string): CastRoleName {
  if (typename === 'Workshop') return 'tutor';
  if (typename === 'Show') return 'director';
  return 'host';
}

/**
 * Who presents the activity, in billing order: chosen from everyone the festival knows, or a new
 * presenter without an account (linked to an account later on the Presenters page).
 */
export function CastEditor({ activity }: { activity: AdminActivity }) {
  const toast = useToast();
  const initial = (activity.cast ?? []).map((member) => ({
    personId: member.person.id,
    name: member.person.name,
    role: member.role as CastRoleName,
  }));
  const [cast, setCast] = useState<Member[]>(initial);
  const [query, setQuery] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const found = useQuery(PeopleSearchQuery, { variables: { query: search }, skip: search.length < 2 });
  const [save, saving] = useMutation(SetActivityCastMutation, {
    ...UNCACHED_RESULT,
    refetchQueries: ['AdminActivity'],
    awaitRefetchQueries: true,
  });
  const [createPresenter, creating] = useMutation(CreatePresenterMutation, UNCACHED_RESULT);
  const role = defaultRole(activity.__typename);

  const add = (person: { id: string; name: string }) => {
    setCast((current) =>
      current.some((member) => member.personId === person.id && member.role === role)
        ? current
        : [...current, { personId: person.id, name: person.name, role }],
    );
    setQuery('');
    setSearch('');
  };

  async function addNewPresenter() {
    setFailure(null);
    const { data } = await createPresenter({ variables: { input: { name: query } } });
    const result = data?.createPresenter;
    if (result?.__typename === 'Person') add(result);
    else if (result?.__typename === 'ValidationError')
      setFailure(result.problems[0]?.message ?? result.message);
    else setFailure('Could not add the presenter');
  }

  async function submit() {
    setFailure(null);
    const { data } = await save({
      variables: {
        id: activity.id,
        cast: cast.map((member) => ({ profileId: member.personId, role: member.role })),
      },
    });
    const result = data?.setActivityCast;
    if (isNotError(result)) toast({ title: 'Presenters saved', tone: 'success' });
    else if (result?.__typename === 'ValidationError')
      setFailure(result.problems[0]?.message ?? result.message);
    else setFailure(result?.message ?? 'Could not save the presenters');
  }

  const people = found.data?.peopleSearch ?? [];
  return (
    <AdminSection id="cast" title={presentersTitle(activity, 'Directors and cast', 'Presenters')}>
      <Card>
        <Flex direction="column" gap="3">
          {failure && <ErrorCallout>{failure}</ErrorCallout>}
          {cast.length === 0 && <Text color="gray">Nobody yet.</Text>}
          <Flex asChild direction="column" gap="2">
            <ul aria-label="Presenters">
              {cast.map((member, index) => (
                <Flex asChild key={`${member.personId}:${member.role}`} gap="2" align="center">
                  <li>
                    <Text weight="medium">{member.name}</Text>
                    <Select.Root
                      size="1"
                      value={member.role}
                      onValueChange={(value) =>
                        setCast((current) =>
                          current.map((other, i) =>
                            i === index ? { ...other, role: value as CastRoleName } : other,
                          ),
                        )
                      }
                    >
                      <Select.Trigger aria-label={`Role of ${member.name}`} />
                      <Select.Content>
                        {CAST_ROLES.map((value) => (
                          <Select.Item key={value} value={value}>
                            {ROLE_LABELS[value]}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                    <IconButton
                      size="1"
                      variant="ghost"
                      color="red"
                      aria-label={`Remove ${member.name}`}
                      onClick={() => setCast((current) => current.filter((_, i) => i !== index))}
                    >
                      ×
                    </IconButton>
                  </li>
                </Flex>
              ))}
            </ul>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="cast-search" size="2" weight="medium">
              Add a presenter
            </Text>
            <TextField.Root
              id="cast-search"
              placeholder="Type a name"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            {search.length >= 2 && (
              <Flex direction="column" gap="1" role="list" aria-label="Matching people">
                {people.map((person) => (
                  <Box key={person.id} role="listitem">
                    <Button size="1" variant="ghost" onClick={() => add(person)}>
                      Add {person.name}
                      {person.city ? ` (${person.city.name})` : ''}
                    </Button>
                  </Box>
                ))}
                {!found.loading && (
                  <Box role="listitem">
                    <Button size="1" variant="soft" loading={creating.loading} onClick={addNewPresenter}>
                      New presenter “{query.trim()}”
                    </Button>
                  </Box>
                )}
              </Flex>
            )}
          </Flex>
          <Box>
            <Button onClick={submit} loading={saving.loading}>
              Save presenters
            </Button>
          </Box>
        </Flex>
      </Card>
    </AdminSection>
  );
}
