import { Badge, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { TitledCard } from '#web/components/titled-card';
import { fullness, type SessionChoice, useSessionChoices, useStaffPlaces } from './staff-places';

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
