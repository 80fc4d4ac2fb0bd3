import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { formatDate, formatTimeRange } from '#core/festival/dates';
import { useToast } from '#web/components/toasts';
import type { CheckInPersonFieldsFragment } from '#web/graphql/graphql';
import { SetAttendanceMutation } from './roll-queries';

/** At least 44 px: staff tap these one-handed at the door. */
export const TAP_TARGET = { minHeight: 44, minWidth: 44 } as const;

/**
 * One person at the check-in desk: who they are and their sessions on the day, each with a button
 * that ticks them present on that session's roll (the roll's own mutation, rules and audit).
 */
export function CheckInCard({
  person,
  onChanged,
  headingLevel = 'h2',
}: {
  person: CheckInPersonFieldsFragment;
  onChanged: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const toast = useToast();
  const [setAttendance, { loading }] = useMutation(SetAttendanceMutation);
  const mark = async (sessionId: string, present: boolean, what: string) => {
    const result = await setAttendance({
      variables: { sessionId, registrationId: person.registrationId, present },
    });
    const payload = result.data?.setAttendance;
    if (payload && payload.__typename !== 'SessionRoll') {
      toast({ title: 'Not saved', description: payload.message, tone: 'error' });
      return;
    }
    toast({
      title: present ? `${person.name} checked in to ${what}` : `${person.name} unticked from ${what}`,
    });
    onChanged();
  };
  return (
    <Card size="2" asChild>
      <article aria-label={person.name}>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Heading as={headingLevel} size="4">
              {person.name}
              {person.pronouns ? (
                <Text color="gray" weight="regular" size="3">
                  {' '}
                  ({person.pronouns})
                </Text>
              ) : null}
            </Heading>
            <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Text>
          </Flex>
          {person.sessions.length === 0 ? (
            <Text color="gray">No sessions on {formatDate(person.day)}.</Text>
          ) : (
            <Flex direction="column" gap="2" asChild>
              <ul
                aria-label={`Sessions on ${formatDate(person.day)}`}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {person.sessions.map((entry) => {
                  const { session } = entry;
                  const what = session.activity.name;
                  return (
                    <li key={entry.id}>
                      <Flex gap="3" align="center" justify="between" wrap="wrap">
                        <Flex direction="column" style={{ minWidth: 0, flex: '1 1 12rem' }}>
                          <Text weight="medium">{what}</Text>
                          <Text size="2" color="gray">
                            {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
                            {session.venue
                              ? ` · ${session.venue.name}${session.venue.room ? `, ${session.venue.room}` : ''}`
                              : ''}
                          </Text>
                          <Flex gap="2">
                            {entry.cancelled ? <Badge color="red">Cancelled</Badge> : null}
                            {entry.present ? <Badge color="green">Present</Badge> : null}
                            {entry.walkIn ? <Badge color="blue">Walk-in</Badge> : null}
                          </Flex>
                        </Flex>
                        {entry.cancelled ? null : entry.present ? (
                          <Button
                            size="3"
                            variant="soft"
                            color="gray"
                            style={TAP_TARGET}
                            disabled={loading}
                            onClick={() => mark(session.id, false, what)}
                            aria-label={`Undo: ${person.name} at ${what}`}
                          >
                            Undo
                          </Button>
                        ) : (
                          <Button
                            size="3"
                            style={TAP_TARGET}
                            disabled={loading}
                            onClick={() => mark(session.id, true, what)}
                            aria-label={`Mark present: ${person.name} at ${what}`}
                          >
                            Mark present
                          </Button>
                        )}
                      </Flex>
                    </li>
                  );
                })}
              </ul>
            </Flex>
          )}
        </Flex>
      </article>
    </Card>
  );
}
