import { useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { StaffPeopleSearchQuery } from './admin-places-queries';
import { useSessionChoices, useStaffPlaces } from './staff-places';

// On a session's page (/admin/{type}/{slug}/{day}): the actions beside each person placed or
// waiting, and finding someone to add.

/** Move or remove someone holding a place in this session. */
export function PlacedPersonActions({
  registrationId,
  sessionId,
  name,
  where,
}: {
  registrationId: string;
  sessionId: string;
  name: string;
  where: string;
}) {
  const staff = useStaffPlaces();
  const choices = useSessionChoices();
  return (
    <Flex gap="1" display="inline-flex">
      <Button
        size="1"
        variant="ghost"
        aria-label={`Move ${name}`}
        onClick={() => void staff.move({ registrationId, fromSessionId: sessionId, name, where, choices })}
      >
        Move
      </Button>
      <Button
        size="1"
        variant="ghost"
        color="red"
        aria-label={`Remove ${name}`}
        onClick={() => void staff.remove({ registrationId, sessionId, name, where })}
      >
        Remove
      </Button>
    </Flex>
  );
}

/** Move up/down or take off someone waiting for this session. */
export function WaitlistedPersonActions({
  registrationId,
  sessionId,
  name,
  where,
  position,
  last,
}: {
  registrationId: string;
  sessionId: string;
  name: string;
  where: string;
  position: number;
  last: number;
}) {
  const staff = useStaffPlaces();
  const to = (p: number) => () =>
    void staff.waitlist({ registrationId, sessionId, name, where, position: p, already: true });
  return (
    <Flex gap="1" display="inline-flex">
      <Button
        size="1"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={position <= 1}
        onClick={to(position - 1)}
      >
        Up
      </Button>
      <Button
        size="1"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={position >= last}
        onClick={to(position + 1)}
      >
        Down
      </Button>
      <Button
        size="1"
        variant="ghost"
        aria-label={`Give ${name} the place`}
        onClick={() => void staff.add({ registrationId, sessionId, name, where })}
      >
        Place
      </Button>
      <Button
        size="1"
        variant="ghost"
        color="red"
        aria-label={`Take ${name} off the waitlist`}
        onClick={() => void staff.unwaitlist({ registrationId, sessionId, name, where })}
      >
        Take off
      </Button>
    </Flex>
  );
}

/** Find a registered person and add them to this session (a place, or its waitlist). */
export function AddPersonToSession({ sessionId, where }: { sessionId: string; where: string }) {
  const staff = useStaffPlaces();
  const [search, setSearch] = useState('');
  const { data } = useQuery(StaffPeopleSearchQuery, {
    variables: { search },
    skip: search.trim().length < 2,
  });
  const people = search.trim().length < 2 ? [] : (data?.registrations.items ?? []).slice(0, 8);
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Text as="label" size="2" weight="bold" htmlFor={`add-person-${sessionId}`}>
          Add someone to this session
        </Text>
        <TextField.Root
          id={`add-person-${sessionId}`}
          placeholder="Name or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Flex asChild direction="column" gap="1">
          <ul aria-label="Matching people" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {people.map((p) => (
              <li key={p.id}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text size="2">
                    {p.name}{' '}
                    <Text color="gray" size="1">
                      {p.email}
                    </Text>
                  </Text>
                  <Button
                    size="1"
                    variant="soft"
                    aria-label={`Add ${p.name} to this session`}
                    onClick={() => void staff.add({ registrationId: p.id, sessionId, name: p.name, where })}
                  >
                    Add place
                  </Button>
                  <Button
                    size="1"
                    variant="soft"
                    aria-label={`Add ${p.name} to the waitlist`}
                    onClick={() =>
                      void staff.waitlist({
                        registrationId: p.id,
                        sessionId,
                        name: p.name,
                        where,
                        position: null,
                      })
                    }
                  >
                    Waitlist
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      </Flex>
    </Card>
  );
}
