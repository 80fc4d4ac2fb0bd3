import { useQuery } from '@apollo/client/react';
import { Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useDeferredValue, useState } from 'react';
import { formatDate, isoDateInZone } from '#core/festival/dates';
import { ErrorCallout } from '#web/components/error-callout';
import { useOptionalFestival } from '#web/features/festival/festival-context';
import { CheckInCard, TAP_TARGET } from './check-in-card';
import { CheckInCardQuery, CheckInSearchQuery } from './check-in-queries';

/** Today while the festival is on, else its first day (the server picks the same). */
export function useDeskDay(): [string, (day: string) => void, string[]] {
  const days = useOptionalFestival()?.days ?? [];
  const today = isoDateInZone(new Date());
  const [day, setDay] = useState(days.includes(today) ? today : (days[0] ?? today));
  return [day, setDay, days];
}

export function DayPicker({
  day,
  onChange,
  days,
}: {
  day: string;
  onChange: (day: string) => void;
  days: string[];
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="div" size="2" weight="medium" aria-hidden>
        Day
      </Text>
      <Select.Root value={day} onValueChange={onChange} size="3">
        <Select.Trigger aria-label="Day" style={TAP_TARGET} />
        <Select.Content>
          {days.map((d) => (
            <Select.Item key={d} value={d}>
              {formatDate(d)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

/** The desk: search the festival's registrations by name or email and tick people in. */
export function CheckInDesk() {
  const [day, setDay, days] = useDeskDay();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, error, loading, refetch } = useQuery(CheckInSearchQuery, {
    variables: { search: deferred, day },
    skip: deferred.length < 2,
    fetchPolicy: 'cache-and-network',
  });
  const people = deferred.length < 2 ? [] : (data?.checkInSearch ?? []);
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap" align="end">
        <Flex direction="column" gap="1" style={{ flex: '1 1 16rem' }}>
          <Text as="label" size="2" weight="medium" htmlFor="check-in-search">
            Name or email
          </Text>
          <TextField.Root
            id="check-in-search"
            size="3"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="At least two letters"
            style={TAP_TARGET}
          />
        </Flex>
        <DayPicker day={day} onChange={setDay} days={days} />
      </Flex>
      {error ? <ErrorCallout>{error.message}</ErrorCallout> : null}
      <Text size="2" color="gray" role="status">
        {deferred.length < 2
          ? 'Type a name or email to find someone.'
          : loading && !data
            ? 'Searching…'
            : people.length === 0
              ? 'Nobody registered matches.'
              : `${people.length === 20 ? 'The first 20' : people.length} ${people.length === 1 ? 'person' : 'people'} found.`}
      </Text>
      <Flex direction="column" gap="3">
        {people.map((person) => (
          <CheckInCard key={person.id} person={person} onChanged={() => refetch()} />
        ))}
      </Flex>
    </Flex>
  );
}

/** The card a participant's QR code opens, by its token. */
export function CheckInByToken({ token }: { token: string }) {
  const [day, setDay, days] = useDeskDay();
  const { data, error, loading, refetch } = useQuery(CheckInCardQuery, {
    variables: { token, day },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  const person = data?.checkInCard;
  return (
    <Flex direction="column" gap="4">
      <DayPicker day={day} onChange={setDay} days={days} />
      {person ? (
        <CheckInCard person={person} onChanged={() => refetch()} />
      ) : (
        <Text color="gray" role="status">
          {loading ? 'Loading…' : 'This code belongs to nobody registered for this festival.'}
        </Text>
      )}
    </Flex>
  );
}
