import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { zonedInstant, zonedParts } from '#core/festival/dates';
import { PhaseDatesMutation, PhaseDatesQuery } from './registration-queries';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in festival time (Pacific/Auckland), whatever the browser's zone. */
export function toFestivalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const p = zonedParts(new Date(iso));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A datetime-local value read as festival time; empty means no date. */
export function fromFestivalInput(value: string): string | null {
  if (!value) return null;
  const [date, time] = value.split('T');
  return zonedInstant(date ?? '', (time ?? '').slice(0, 5)).toISOString();
}

const FIELDS = [
  ['earlybirdOpensAt', 'Earlybird opens'],
  ['earlybirdClosesAt', 'Earlybird closes'],
  ['generalOpensAt', 'General registration opens'],
  ['registrationsCloseAt', 'Registrations close'],
] as const;
type Key = (typeof FIELDS)[number][0];
type PhaseDates = { phase: string } & Partial<Record<Key, string | null>>;

/**
 * Only the dates staff changed are sent: the server leaves the others as they are, so saving one
 * date can never blank another (issue 11).
 */
export function changedPhaseDates(festival: PhaseDates, values: Record<Key, string>) {
  const changes: Partial<Record<Key, string | null>> = {};
  for (const [key] of FIELDS) {
    if (values[key] !== toFestivalInput(festival[key])) changes[key] = fromFestivalInput(values[key]);
  }
  return changes;
}

/** Staff set when each registration phase of a festival starts, in festival time (on its own page). */
export function PhaseDatesForm({ festivalId }: { festivalId: string }) {
  const { data } = useQuery(PhaseDatesQuery, { variables: { id: festivalId } });
  const festival = data?.festival;
  if (!festival) return null;
  return <PhaseDatesFields key={festival.id} festival={festival} />;
}

function PhaseDatesFields({ festival }: { festival: PhaseDates & { id: string } }) {
  const initial = () =>
    Object.fromEntries(FIELDS.map(([key]) => [key, toFestivalInput(festival[key])])) as Record<Key, string>;
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(festival);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [save, { loading }] = useMutation(PhaseDatesMutation);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = changedPhaseDates(saved, values);
    if (Object.keys(input).length === 0) {
      setMessage({ text: 'Nothing changed.', error: false });
      return;
    }
    const { data } = await save({ variables: { festivalId: festival.id, input } });
    const result = data?.updateFestivalPhaseDates;
    if (result?.__typename === 'Festival') {
      setSaved(result);
      setValues(
        Object.fromEntries(FIELDS.map(([key]) => [key, toFestivalInput(result[key])])) as Record<Key, string>,
      );
      setMessage({ text: `Saved. The phase is now ${result.phase}.`, error: false });
    } else if (result && 'message' in result) setMessage({ text: result.message, error: true });
  }
  return (
    <Card asChild>
      <form onSubmit={submit} aria-labelledby="phase-dates">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="phase-dates">
            Registration phases <Badge>{saved.phase}</Badge>
          </Heading>
          <Text size="2" color="gray">
            Dates and times are festival time (Pacific/Auckland). Clear a field to remove that date.
          </Text>
          <Flex gap="3" wrap="wrap">
            {FIELDS.map(([key, label]) => (
              <Flex key={key} direction="column" gap="1">
                <Text as="label" size="2" htmlFor={`phase-${key}`}>
                  {label} (NZ time)
                </Text>
                <TextField.Root
                  id={`phase-${key}`}
                  type="datetime-local"
                  value={values[key]}
                  onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                />
              </Flex>
            ))}
          </Flex>
          <Flex gap="3" align="center">
            <Button type="submit" loading={loading}>
              Save phase dates
            </Button>
            {message && (
              <Text
                size="2"
                role={message.error ? 'alert' : 'status'}
                color={message.error ? 'red' : undefined}
              >
                {message.text}
              </Text>
            )}
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
