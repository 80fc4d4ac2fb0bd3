import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Flex, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { type ConfirmOptions, useConfirm } from '#web/components/confirm-dialog';
import { TitledCard } from '#web/components/titled-card';
import { useToast } from '#web/components/toasts';
import {
  StaffAddPlaceMutation,
  StaffAddToWaitlistMutation,
  StaffMovePlaceMutation,
  StaffPeopleSearchQuery,
  StaffRemoveFromWaitlistMutation,
  StaffRemovePlaceMutation,
  StaffSessionChoicesQuery,
} from './admin-places-queries';

/** Queries that show places and waitlists; refreshed after every staff change. */
const REFRESH = ['AdminRegistration', 'AdminSessionParticipants', 'StaffSessionChoices'];

/** Which rule the server refused on, in staff's words (the server's message follows it). */
export const RULE_NAMES: Record<string, string> = {
  WorkshopFullError: 'The session is full',
  PlaceClashError: 'Clashes with a place they already hold (use Move instead)',
  AlreadyInWorkshopError: 'They already have this workshop at another time',
  TeachingClashError: 'They are teaching at that time',
  RegistrationClosedError: 'Places cannot be changed in this registration phase',
  NotFoundError: 'Not found',
  ValidationError: 'Not valid',
};

export function ruleName(typename: string): string {
  return RULE_NAMES[typename] ?? 'Refused';
}

/** Who and which session a staff action is about, and how its confirmation names them. */
type PlaceInput = { registrationId: string; sessionId: string; name: string; where: string };
const placeOf = (input: PlaceInput) => ({ registrationId: input.registrationId, sessionId: input.sessionId });

type Result = { __typename: string; message?: string; overCapacity?: boolean } | null | undefined;

export interface SessionChoice {
  id: string;
  label: string;
  capacity: number | null;
  placesTaken: number;
}

function sessionLabel(name: string, startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  return `${name} — ${formatDayHeader(start)}, ${formatTimeRange(start, new Date(endsAt))}`;
}

export function useSessionChoices(): SessionChoice[] {
  const { data } = useQuery(StaffSessionChoicesQuery, { fetchPolicy: 'cache-and-network' });
  return (data?.festival?.activities ?? [])
    .flatMap((activity) =>
      activity.sessions.map((s) => ({
        id: s.id,
        startsAt: s.startsAt,
        label: sessionLabel(activity.name, s.startsAt, s.endsAt),
        capacity: s.capacity ?? null,
        placesTaken: s.placesTaken,
      })),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.label.localeCompare(b.label))
    .map(({ startsAt: _startsAt, ...choice }) => choice);
}

const fullness = (s: SessionChoice) =>
  s.capacity == null ? `${s.placesTaken} placed` : `${s.placesTaken}/${s.capacity}`;

/**
 * The staff changes to one person's places, each confirmed first and reported by a toast. When a
 * session is full staff may go over capacity, but only by saying why (the server stores the reason).
 */
export function useStaffPlaces() {
  const confirm = useConfirm();
  const toast = useToast();
  const options = { refetchQueries: REFRESH, awaitRefetchQueries: true };
  const [addPlace] = useMutation(StaffAddPlaceMutation, options);
  const [removePlace] = useMutation(StaffRemovePlaceMutation, options);
  const [movePlace] = useMutation(StaffMovePlaceMutation, options);
  const [addToWaitlist] = useMutation(StaffAddToWaitlistMutation, options);
  const [removeFromWaitlist] = useMutation(StaffRemoveFromWaitlistMutation, options);

  function report(result: Result, success: string): boolean {
    if (result?.__typename === 'PlaceChange') {
      toast({
        title: success,
        description: result.overCapacity ? 'Placed over capacity.' : undefined,
        tone: 'success',
      });
      return true;
    }
    if (result)
      toast({ title: ruleName(result.__typename), description: result.message ?? '', tone: 'error' });
    return false;
  }

  /** A confirmation with a box for the reason: the reason typed (trimmed), or null when staff decline. */
  async function confirmWithReason({
    body,
    reasonLabel,
    placeholder,
    ...options
  }: ConfirmOptions & { reasonLabel: string; placeholder: string }): Promise<string | null> {
    const typed = { reason: '' };
    const confirmed = await confirm({
      ...options,
      body: (
        <Flex direction="column" gap="2">
          {body}
          <TextArea
            aria-label={reasonLabel}
            placeholder={placeholder}
            onChange={(e) => {
              typed.reason = e.target.value;
            }}
          />
        </Flex>
      ),
    });
    return confirmed ? typed.reason.trim() : null;
  }

  /** Asks for the reason to go over capacity; null when staff decline. */
  async function overCapacityReason(name: string, where: string, message: string): Promise<string | null> {
    const reason = await confirmWithReason({
      title: 'Add over capacity?',
      body: (
        <>
          <Text as="p" color="red">
            {message}
          </Text>
          <Text as="p">
            You can still place {name} in {where}, beyond its capacity. Say why; the reason is kept with the
            place and in the audit log.
          </Text>
        </>
      ),
      reasonLabel: 'Reason for going over capacity',
      placeholder: 'e.g. the tutor agreed to one more',
      confirmLabel: 'Add over capacity',
      countdown: 1,
    });
    if (reason === null) return null;
    if (!reason) {
      toast({ title: 'A reason is needed to go over capacity', tone: 'error' });
      return null;
    }
    return reason;
  }

  async function reasonDialog(title: string, body: string, confirmLabel: string) {
    const reason = await confirmWithReason({
      title,
      body: <Text as="p">{body}</Text>,
      reasonLabel: 'Reason (optional)',
      placeholder: 'Reason (optional, kept in the history)',
      confirmLabel,
      color: 'red',
    });
    return reason === null ? null : { reason: reason || null };
  }

  return {
    async add(input: PlaceInput) {
      const confirmed = await confirm({
        title: `Give ${input.name} a place?`,
        body: `${input.name} gets a place in ${input.where} and one email saying so.`,
        confirmLabel: 'Add place',
        countdown: 1,
      });
      if (!confirmed) return false;
      const variables = placeOf(input);
      const first = (await addPlace({ variables })).data?.staffAddPlace;
      if (first?.__typename === 'WorkshopFullError') {
        const reason = await overCapacityReason(input.name, input.where, first.message);
        if (!reason) return false;
        const second = (await addPlace({ variables: { ...variables, overCapacityReason: reason } })).data
          ?.staffAddPlace;
        return report(second, `${input.name} added to ${input.where}`);
      }
      return report(first, `${input.name} added to ${input.where}`);
    },

    async remove(input: PlaceInput) {
      const answer = await reasonDialog(
        `Remove ${input.name} from ${input.where}?`,
        `Their place is given up and the first person waiting is offered it. ${input.name} gets one email. Staff changes ignore the 48-hour cutoff.`,
        'Remove place',
      );
      if (!answer) return false;
      const variables = { ...placeOf(input), reason: answer.reason };
      const result = (await removePlace({ variables })).data?.staffRemovePlace;
      return report(result, `${input.name} removed from ${input.where}`);
    },

    async move(input: {
      registrationId: string;
      fromSessionId: string;
      name: string;
      where: string;
      choices: SessionChoice[];
    }) {
      const form = { to: '' };
      const targets = input.choices.filter((c) => c.id !== input.fromSessionId);
      const confirmed = await confirm({
        title: `Move ${input.name}?`,
        body: (
          <Flex direction="column" gap="2">
            <Text as="p">From {input.where} to:</Text>
            <select
              aria-label="Move to session"
              defaultValue=""
              onChange={(e) => {
                form.to = e.target.value;
              }}
            >
              <option value="" disabled>
                Choose a session
              </option>
              {targets.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label} ({fullness(c)})
                </option>
              ))}
            </select>
            <Text as="p" size="2" color="gray">
              Their old place goes to the first person waiting. {input.name} gets one email.
            </Text>
          </Flex>
        ),
        confirmLabel: 'Move',
        countdown: 1,
      });
      if (!confirmed) return false;
      const to = targets.find((c) => c.id === form.to);
      if (!to) {
        toast({ title: 'Choose a session to move them to', tone: 'error' });
        return false;
      }
      const variables = {
        registrationId: input.registrationId,
        fromSessionId: input.fromSessionId,
        toSessionId: to.id,
      };
      const done = `${input.name} moved to ${to.label}`;
      const first = (await movePlace({ variables })).data?.staffMovePlace;
      if (first?.__typename === 'WorkshopFullError') {
        const reason = await overCapacityReason(input.name, to.label, first.message);
        if (!reason) return false;
        return report(
          (await movePlace({ variables: { ...variables, overCapacityReason: reason } })).data?.staffMovePlace,
          done,
        );
      }
      return report(first, done);
    },

    async waitlist(input: PlaceInput & { position: number | null; already?: boolean }) {
      const at = input.position ? `at position ${input.position}` : 'at the end';
      const confirmed = await confirm({
        title: input.already ? `Move ${input.name} on the waitlist?` : `Put ${input.name} on the waitlist?`,
        body: `${input.name} waits for ${input.where} ${at} (1 is offered the next free place). The others keep their order. ${input.name} gets one email.`,
        confirmLabel: input.already ? 'Change position' : 'Add to waitlist',
        countdown: 1,
      });
      if (!confirmed) return false;
      const variables = { ...placeOf(input), position: input.position };
      const result = (await addToWaitlist({ variables })).data?.staffAddToWaitlist;
      return report(result, `${input.name} is on the waitlist for ${input.where}`);
    },

    async unwaitlist(input: PlaceInput) {
      const answer = await reasonDialog(
        `Take ${input.name} off the waitlist for ${input.where}?`,
        `The people behind them move up. ${input.name} gets one email and it is kept in their history.`,
        'Take off waitlist',
      );
      if (!answer) return false;
      const variables = { ...placeOf(input), reason: answer.reason };
      const result = (await removeFromWaitlist({ variables })).data?.staffRemoveFromWaitlist;
      return report(result, `${input.name} taken off the waitlist for ${input.where}`);
    },
  };
}

/** Choosing a session (with how full it is) for an add. */
function SessionSelect({
  choices,
  value,
  onChange,
  label,
}: {
  choices: SessionChoice[];
  value: string;
  onChange: (id: string) => void;
  label: string;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="1" htmlFor="staff-add-session">
        {label}
      </Text>
      <select
        id="staff-add-session"
        className="rt-reset"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{ minWidth: '20rem', padding: '0.4rem', border: '1px solid var(--gray-7)', borderRadius: 4 }}
      >
        <option value="">Choose a session</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label} ({fullness(c)})
          </option>
        ))}
      </select>
    </Flex>
  );
}

type Held = { sessionId: string; label: string; overCapacityReason?: string | null };
type Waiting = { sessionId: string; label: string; place: number };

/** /admin/registrations/{id}/workshops: one person's places and waitlists, with the staff changes. */
export function RegistrationPlacesManager({
  registrationId,
  name,
  places,
  waitlists,
}: {
  registrationId: string;
  name: string;
  places: Held[];
  waitlists: Waiting[];
}) {
  const staff = useStaffPlaces();
  const choices = useSessionChoices();
  const [target, setTarget] = useState('');
  const [position, setPosition] = useState('');
  const chosen = choices.find((c) => c.id === target);
  const positionNumber = position.trim() ? Number(position) : null;
  const positionValid = positionNumber === null || (Number.isInteger(positionNumber) && positionNumber >= 1);
  return (
    <Flex direction="column" gap="4">
      <TitledCard title="Workshops">
        {places.length === 0 && <Text size="2">No places.</Text>}
        <Flex asChild direction="column" gap="2">
          <ul aria-label="Places" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {places.map((p) => (
              <PlaceRow
                key={p.sessionId}
                held={p}
                registrationId={registrationId}
                name={name}
                choices={choices}
              />
            ))}
          </ul>
        </Flex>
      </TitledCard>
      <TitledCard title="Waitlists">
        {waitlists.length === 0 && <Text size="2">None.</Text>}
        <Flex asChild direction="column" gap="2">
          <ul aria-label="Waitlists" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {waitlists.map((w) => (
              <WaitlistRow key={w.sessionId} entry={w} registrationId={registrationId} name={name} />
            ))}
          </ul>
        </Flex>
      </TitledCard>
      <Card asChild>
        <section aria-labelledby="staff-add-heading">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4" id="staff-add-heading">
              Add to a session
            </Heading>
            <Text size="2" color="gray">
              Staff changes follow the same rules as participants' (no clashes, one place per workshop) but
              ignore the 48-hour cutoff. A full session asks for a reason before placing over capacity.
            </Text>
            <Flex gap="3" align="end" wrap="wrap">
              <SessionSelect
                choices={choices}
                value={target}
                onChange={setTarget}
                label="Session to add to"
              />
              <Button
                disabled={!chosen}
                onClick={() =>
                  chosen &&
                  void staff.add({ registrationId, sessionId: chosen.id, name, where: chosen.label })
                }
              >
                Add place
              </Button>
              <Flex direction="column" gap="1">
                <Text as="label" size="1" htmlFor="staff-waitlist-position">
                  Waitlist position (empty = end)
                </Text>
                <TextField.Root
                  id="staff-waitlist-position"
                  type="number"
                  min={1}
                  value={position}
                  onChange={(e) => setPosition(e.target.value)}
                  style={{ width: '8rem' }}
                />
              </Flex>
              <Button
                variant="soft"
                disabled={!chosen || !positionValid}
                onClick={() =>
                  chosen &&
                  void staff.waitlist({
                    registrationId,
                    sessionId: chosen.id,
                    name,
                    where: chosen.label,
                    position: positionNumber,
                  })
                }
              >
                Add to waitlist
              </Button>
            </Flex>
          </Flex>
        </section>
      </Card>
    </Flex>
  );
}

function PlaceRow({
  held,
  registrationId,
  name,
  choices,
}: {
  held: Held;
  registrationId: string;
  name: string;
  choices: SessionChoice[];
}) {
  const staff = useStaffPlaces();
  const target = { registrationId, sessionId: held.sessionId, name, where: held.label };
  return (
    <li>
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2">{held.label}</Text>
        {held.overCapacityReason && (
          <Badge color="amber" title={held.overCapacityReason}>
            Over capacity: {held.overCapacityReason}
          </Badge>
        )}
        <Button
          size="1"
          variant="soft"
          onClick={() =>
            void staff.move({
              registrationId,
              fromSessionId: held.sessionId,
              name,
              where: held.label,
              choices,
            })
          }
        >
          Move
        </Button>
        <Button size="1" variant="soft" color="red" onClick={() => void staff.remove(target)}>
          Remove
        </Button>
      </Flex>
    </li>
  );
}

function WaitlistRow({
  entry,
  registrationId,
  name,
}: {
  entry: Waiting;
  registrationId: string;
  name: string;
}) {
  const staff = useStaffPlaces();
  const target = { registrationId, sessionId: entry.sessionId, name, where: entry.label };
  const [position, setPosition] = useState(String(entry.place));
  const wanted = Number(position);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted !== entry.place;
  return (
    <li>
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2">
          #{entry.place} for {entry.label}
        </Text>
        <TextField.Root
          size="1"
          type="number"
          min={1}
          aria-label={`New position for ${entry.label}`}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          style={{ width: '5rem' }}
        />
        <Button
          size="1"
          variant="soft"
          disabled={!valid}
          onClick={() => void staff.waitlist({ ...target, position: wanted, already: true })}
        >
          Set position
        </Button>
        <Button size="1" variant="soft" color="red" onClick={() => void staff.unwaitlist(target)}>
          Take off
        </Button>
      </Flex>
    </li>
  );
}

// ─── On a session's page ─────────────────────────────────────────────────────────────────────────

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
