import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Checkbox, Flex, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useConfirm } from '#web/components/confirm-dialog';
import { ErrorCallout } from '#web/components/error-callout';
import { useToast } from '#web/components/toasts';
import type { SessionRollQuery as SessionRollQueryData } from '#web/graphql/graphql';
import { formatShortDateTime } from '#web/lib/date-time';
import {
  AddWalkInMutation,
  SendSessionMessageMutation,
  SessionMessagesQuery,
  SessionRollQuery,
  SetAttendanceMutation,
} from './roll-queries';

/**
 * A session's class list and roll, for its tutors and registration staff: tick people present,
 * add a walk-in while there is room, see who is missing, message the class, read feedback.
 * Built for a phone at the door: one column, big tap targets.
 */
export function SessionRoll({ sessionId }: { sessionId: string }) {
  const { data, loading, error, refetch } = useQuery(SessionRollQuery, {
    variables: { sessionId },
    fetchPolicy: 'cache-and-network',
  });
  const toast = useToast();
  const [setAttendance] = useMutation(SetAttendanceMutation);
  const roll = data?.sessionRoll;
  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  if (!roll) return <Text color="gray">{loading ? 'Loading…' : null}</Text>;
  if (roll.__typename !== 'SessionRoll') return <ErrorCallout>{roll.message}</ErrorCallout>;

  const present = roll.placed.filter((p) => p.present).length;
  const missing = roll.placed.filter((p) => !p.present);
  const room = roll.capacity === null || roll.placed.length < roll.capacity;

  const tick = async (registrationId: string, value: boolean) => {
    const result = await setAttendance({ variables: { sessionId, registrationId, present: value } });
    const payload = result.data?.setAttendance;
    if (payload && payload.__typename !== 'SessionRoll')
      toast({ title: 'Not saved', description: payload.message, tone: 'error' });
  };

  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h2" size="5">
          {roll.session.activity.name}
        </Heading>
        <Text color="gray" size="2">
          {formatShortDateTime(roll.session.startsAt)} · {present} of {roll.placed.length} here
          {roll.capacity === null ? '' : ` · ${roll.capacity} places`}
        </Text>
      </Flex>

      <Card size="2">
        {roll.placed.length === 0 ? <Text color="gray">Nobody has a place yet.</Text> : null}
        <Flex direction="column" gap="2" role="list" aria-label="Class list">
          {roll.placed.map((person) => (
            <Text as="label" key={person.id} size="3" role="listitem">
              <Flex gap="3" align="center" py="1">
                <Checkbox
                  size="3"
                  checked={person.present}
                  onCheckedChange={(value) => tick(person.registrationId, value === true)}
                  aria-label={`${person.name} is here`}
                />
                <Flex direction="column">
                  <Text weight="medium">
                    {person.name}
                    {person.pronouns ? (
                      <Text color="gray" weight="regular">
                        {' '}
                        ({person.pronouns})
                      </Text>
                    ) : null}
                  </Text>
                  <Flex gap="2" wrap="wrap">
                    {person.photoPermission === false ? <Badge color="red">No photos</Badge> : null}
                    {person.walkIn ? <Badge color="blue">Walk-in</Badge> : null}
                    {person.email ? (
                      <Text size="1" color="gray">
                        {person.email}
                        {person.phone ? ` · ${person.phone}` : ''}
                      </Text>
                    ) : null}
                  </Flex>
                </Flex>
              </Flex>
            </Text>
          ))}
        </Flex>
      </Card>

      {missing.length > 0 && present > 0 ? (
        <Text size="2" color="amber">
          Not here yet: {missing.map((p) => p.name).join(', ')}
        </Text>
      ) : null}

      <WalkInForm sessionId={sessionId} room={room} />

      <RollSection title="Waitlist" empty={roll.waitlist.length === 0 && 'Nobody is waiting.'}>
        <ol aria-label="Waitlist">
          {roll.waitlist.map((person) => (
            <li key={person.id}>
              <Text size="2">
                {person.name}
                {person.pronouns ? ` (${person.pronouns})` : ''}
              </Text>
            </li>
          ))}
        </ol>
      </RollSection>

      <MessageForm
        sessionId={sessionId}
        placed={roll.placed.length}
        waiting={roll.waitlist.length}
        onSent={() => refetch()}
      />

      <SentMessages messages={roll.messages} />

      <RollSection title="Feedback" empty={roll.feedback.length === 0 && 'No feedback yet.'}>
        {roll.feedback.map((item) => (
          <Card key={item.id}>
            {item.rating ? <Text as="p">{'★'.repeat(item.rating)}</Text> : null}
            {item.positive ? (
              <Text as="p" size="2">
                {item.positive}
              </Text>
            ) : null}
            {item.constructive ? (
              <Text as="p" size="2" color="gray">
                {item.constructive}
              </Text>
            ) : null}
          </Card>
        ))}
      </RollSection>
    </Flex>
  );
}

/** A part of the roll under its heading, or what stands in for it when it has nothing. */
function RollSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | false;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="4">
        {title}
      </Heading>
      {empty ? (
        <Text color="gray" size="2">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Flex>
  );
}

function WalkInForm({ sessionId, room }: { sessionId: string; room: boolean }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddWalkInMutation);
  const toast = useToast();
  const confirm = useConfirm();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let payload = (await add({ variables: { sessionId, email } })).data?.addWalkIn;
    // A walk-in that adds to what they owe is said first, and added only if staff agree.
    if (payload?.__typename === 'WalkInChargeError') {
      const agreed = await confirm({
        title: 'Add this walk-in and charge them?',
        body: payload.message,
        confirmLabel: 'Add and charge',
        countdown: 0,
      });
      if (!agreed) {
        setProblem(null);
        return;
      }
      payload = (await add({ variables: { sessionId, email, confirmCharge: true } })).data?.addWalkIn;
    }
    if (payload?.__typename === 'SessionRoll') {
      setEmail('');
      setProblem(null);
      toast({ title: 'Walk-in added', tone: 'success' });
    } else setProblem(payload?.message ?? 'Not added');
  };
  if (!room)
    return (
      <Text size="2" color="gray">
        The session is full: no room for walk-ins.
      </Text>
    );
  return (
    <form onSubmit={submit} aria-label="Add a walk-in">
      <Flex gap="2" align="end" wrap="wrap">
        <Text as="label" size="2" weight="medium">
          <Flex direction="column" gap="1">
            Walk-in’s email (they must be registered)
            <TextField.Root type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Flex>
        </Text>
        <Button type="submit" loading={loading}>
          Add walk-in
        </Button>
      </Flex>
      {problem ? <ErrorCallout>{problem}</ErrorCallout> : null}
    </form>
  );
}

type SentMessage = NonNullable<
  Extract<SessionRollQueryData['sessionRoll'], { __typename: 'SessionRoll' }>
>['messages'][number];

/** The messages tutors and staff have sent the session, newest first, with how many got each. */
function SentMessages({ messages }: { messages: readonly SentMessage[] }) {
  return (
    <RollSection title="Messages sent" empty={messages.length === 0 && 'No messages yet.'}>
      <Flex direction="column" gap="2" role="list" aria-label="Messages sent">
        {messages.map((message) => (
          <Card key={message.id} role="listitem">
            <Text as="p" weight="medium">
              {message.subject}
            </Text>
            <Text as="p" size="1" color="gray">
              {message.authorName} · {formatShortDateTime(message.createdAt)} · {message.recipients} people
              {message.includeWaitlist ? ' (with the waitlist)' : ''}
            </Text>
            <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Text>
          </Card>
        ))}
      </Flex>
    </RollSection>
  );
}

function MessageForm({
  sessionId,
  placed,
  waiting,
  onSent,
}: {
  sessionId: string;
  placed: number;
  waiting: number;
  onSent: () => void;
}) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [includeWaitlist, setIncludeWaitlist] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendSessionMessageMutation);
  const toast = useToast();
  const confirm = useConfirm();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An email cannot be taken back: say how many people get it, and send only when agreed (issue 26).
    const count = placed + (includeWaitlist ? waiting : 0);
    const agreed = await confirm({
      title: `Send this message to ${count} ${count === 1 ? 'person' : 'people'}?`,
      body: `“${subject}” goes by email to everyone with a place${includeWaitlist ? ' and everyone on the waitlist' : ''}.`,
      confirmLabel: 'Send',
    });
    if (!agreed) return;
    const result = await send({ variables: { sessionId, subject, body, includeWaitlist } });
    const payload = result.data?.sendSessionMessage;
    if (payload?.__typename === 'SessionMessage') {
      setSubject('');
      setBody('');
      setProblem(null);
      toast({ title: `Message sent to ${payload.recipients} people`, tone: 'success' });
      onSent();
    } else setProblem(payload?.message ?? 'Not sent');
  };
  return (
    <Card size="2">
      <form onSubmit={submit} aria-label="Message the class">
        <Flex direction="column" gap="2">
          <Heading as="h3" size="4">
            Message the class
          </Heading>
          <Text as="label" size="2" weight="medium">
            Subject
            <TextField.Root value={subject} onChange={(e) => setSubject(e.target.value)} required />
          </Text>
          <Text as="label" size="2" weight="medium">
            Message
            <TextArea value={body} onChange={(e) => setBody(e.target.value)} rows={4} required />
          </Text>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox checked={includeWaitlist} onCheckedChange={(v) => setIncludeWaitlist(v === true)} />
              Also send to the waitlist
            </Flex>
          </Text>
          {problem ? <ErrorCallout>{problem}</ErrorCallout> : null}
          <Button type="submit" loading={loading}>
            Send by email
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

/**
 * The session's Messages tab. Its tutors see what they (and staff) sent the class and can send
 * another, as on the class list; participants read the messages sent to them.
 */
export function SessionMessages({ sessionId, teaching }: { sessionId: string; teaching: boolean }) {
  return teaching ? <TutorMessages sessionId={sessionId} /> : <ParticipantMessages sessionId={sessionId} />;
}

function TutorMessages({ sessionId }: { sessionId: string }) {
  const { data, loading, error, refetch } = useQuery(SessionRollQuery, {
    variables: { sessionId },
    fetchPolicy: 'cache-and-network',
  });
  const roll = data?.sessionRoll;
  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  if (!roll) return <Text color="gray">{loading ? 'Loading…' : null}</Text>;
  if (roll.__typename !== 'SessionRoll') return <ErrorCallout>{roll.message}</ErrorCallout>;
  return (
    <Flex direction="column" gap="4">
      <MessageForm
        sessionId={sessionId}
        placed={roll.placed.length}
        waiting={roll.waitlist.length}
        onSent={() => refetch()}
      />
      <SentMessages messages={roll.messages} />
    </Flex>
  );
}

function ParticipantMessages({ sessionId }: { sessionId: string }) {
  const { data, loading, error } = useQuery(SessionMessagesQuery, {
    variables: { sessionId },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  const messages = data?.sessionMessages ?? [];
  if (messages.length === 0)
    return (
      <Card size="2">
        <Flex direction="column" gap="1">
          <Text weight="medium">{loading ? 'Loading…' : 'No messages from your tutors yet.'}</Text>
          <Text size="2" color="gray">
            If your tutors need to tell you something before the workshop, we’ll email you too.
          </Text>
        </Flex>
      </Card>
    );
  return (
    <Flex direction="column" gap="3" role="list" aria-label="Messages">
      {messages.map((message) => (
        <Card key={message.id} size="2" role="listitem">
          <Heading as="h2" size="4">
            {message.subject}
          </Heading>
          <Text as="p" size="1" color="gray">
            {message.authorName} · {formatShortDateTime(message.createdAt)}
          </Text>
          <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        </Card>
      ))}
    </Flex>
  );
}
