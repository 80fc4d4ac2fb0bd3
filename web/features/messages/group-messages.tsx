import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Grid,
  Heading,
  Select,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { formatDayHeader } from '#core/festival/dates';
import {
  AUDIENCE_LABELS,
  GROUP_AUDIENCES,
  type GroupAudience,
  PLACEHOLDERS,
  REGISTRATION_STATES,
  type RegistrationStateFilter,
  ZGroupFilter,
} from '#core/messages/group-message';
import { useConfirm } from '#web/components/confirm-dialog';
import { ErrorCallout } from '#web/components/error-callout';
import { useToast } from '#web/components/toasts';
import { useFestival } from '#web/features/festival/festival-context';
import type { GroupFilterInput } from '#web/graphql/graphql';
import { formatShortDateTime } from '#web/lib/date-time';
import {
  GroupMessagePreviewQuery,
  GroupMessagesQuery,
  SendGroupMessageMutation,
} from './group-message-queries';

const STATE_LABELS: Record<RegistrationStateFilter, string> = {
  Completed: 'Completed registrations',
  InProgress: 'Registrations not finished',
  Any: 'All registrations',
};

const ANY_SESSION = 'any';

/** Waits for typing to pause before the preview asks the server again. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Staff email everyone, or a group chosen by registration, money, places, waitlists or teaching
 * (issue 26): each recipient's own version is previewed, and sending says how many people get it.
 */
export function GroupMessages({ canFilterByMoney }: { canFilterByMoney: boolean }) {
  const festival = useFestival();
  const { data: listData, refetch: refetchList } = useQuery(GroupMessagesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [audience, setAudience] = useState<GroupAudience>('Everyone');
  const [sessionId, setSessionId] = useState<string>('');
  const [day, setDay] = useState<string>(festival.days[0] ?? '');
  const [registrationState, setRegistrationState] = useState<RegistrationStateFilter>('Completed');
  const [unpaidOnly, setUnpaidOnly] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [previewUserId, setPreviewUserId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const confirm = useConfirm();
  const [send, { loading: sending }] = useMutation(SendGroupMessageMutation);

  const forTutors = audience === 'Tutors';
  const filter: GroupFilterInput = useMemo(
    () => ({
      audience,
      sessionId:
        audience === 'PlacedInSession' || (audience === 'Waiting' && sessionId !== ANY_SESSION)
          ? sessionId || null
          : null,
      day: audience === 'PlacedOnDay' ? day : null,
      registrationState: forTutors ? null : registrationState,
      unpaidOnly: forTutors ? false : unpaidOnly,
    }),
    [audience, sessionId, day, registrationState, unpaidOnly, forTutors],
  );
  // The same rules as the server's, so an unfinished filter is said here rather than asked for.
  const filterProblem = useMemo(() => {
    const parsed = ZGroupFilter.safeParse(filter);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid');
  }, [filter]);
  const settledText = useSettled({ subject, body });
  const { data, loading, previousData } = useQuery(GroupMessagePreviewQuery, {
    variables: { filter, subject: settledText.subject, body: settledText.body, previewUserId },
    skip: filterProblem !== null,
    fetchPolicy: 'network-only',
  });
  const preview = (data ?? previousData)?.groupMessagePreview;
  const group = preview?.__typename === 'GroupMessagePreview' ? preview : null;
  const sessions = listData?.attendanceReport ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!group || loading) return;
    if (group.count === 0) {
      setProblem('Nobody is in this group.');
      return;
    }
    const who = group.count === 1 ? '1 person' : `${group.count} people`;
    const agreed = await confirm({
      title: `Send this email to ${who}?`,
      body: `“${subject}” goes to ${who} (${AUDIENCE_LABELS[audience].toLowerCase()}). Emails cannot be taken back; they leave a few at a time.`,
      confirmLabel: `Send to ${who}`,
    });
    if (!agreed) return;
    const result = await send({ variables: { filter, subject, body, expectedCount: group.count } });
    const payload = result.data?.sendGroupMessage;
    if (payload?.__typename === 'GroupMessage') {
      toast({ title: `Queued for ${payload.recipients} people`, tone: 'success' });
      setSubject('');
      setBody('');
      setPreviewUserId(null);
      refetchList();
    } else setProblem(payload?.message ?? 'Not sent');
  };

  return (
    <Flex direction="column" gap="5">
      <Grid columns={{ initial: '1', md: '2' }} gap="5">
        <form onSubmit={submit} aria-label="Email a group">
          <Flex direction="column" gap="3">
            <Text as="label" size="2" weight="medium">
              Who gets it
              <Select.Root value={audience} onValueChange={(value) => setAudience(value as GroupAudience)}>
                <Select.Trigger aria-label="Who gets it" style={{ width: '100%' }} />
                <Select.Content>
                  {GROUP_AUDIENCES.map((value) => (
                    <Select.Item key={value} value={value}>
                      {AUDIENCE_LABELS[value]}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Text>
            {audience === 'PlacedInSession' || audience === 'Waiting' ? (
              <Text as="label" size="2" weight="medium">
                Session
                <Select.Root value={sessionId || undefined} onValueChange={setSessionId}>
                  <Select.Trigger
                    aria-label="Session"
                    placeholder="Choose a session"
                    style={{ width: '100%' }}
                  />
                  <Select.Content>
                    {audience === 'Waiting' ? (
                      <Select.Item value={ANY_SESSION}>Any session</Select.Item>
                    ) : null}
                    {sessions.map((row) => (
                      <Select.Item key={row.session.id} value={row.session.id}>
                        {row.session.activity.name} · {formatShortDateTime(row.session.startsAt)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Text>
            ) : null}
            {audience === 'PlacedOnDay' ? (
              <Text as="label" size="2" weight="medium">
                Day
                <Select.Root value={day} onValueChange={setDay}>
                  <Select.Trigger aria-label="Day" style={{ width: '100%' }} />
                  <Select.Content>
                    {festival.days.map((value) => (
                      <Select.Item key={value} value={value}>
                        {formatDayHeader(value)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Text>
            ) : null}
            {forTutors ? null : (
              <Flex gap="3" wrap="wrap" align="end">
                <Text as="label" size="2" weight="medium">
                  Registrations
                  <Select.Root
                    value={registrationState}
                    onValueChange={(value) => setRegistrationState(value as RegistrationStateFilter)}
                  >
                    <Select.Trigger aria-label="Registrations" style={{ width: '100%' }} />
                    <Select.Content>
                      {REGISTRATION_STATES.map((value) => (
                        <Select.Item key={value} value={value}>
                          {STATE_LABELS[value]}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Text>
                {canFilterByMoney ? (
                  <Text as="label" size="2">
                    <Flex gap="2" align="center" py="2">
                      <Checkbox
                        checked={unpaidOnly}
                        onCheckedChange={(value) => setUnpaidOnly(value === true)}
                      />
                      Only people who still owe money
                    </Flex>
                  </Text>
                ) : null}
              </Flex>
            )}
            <Text as="label" size="2" weight="medium">
              Subject
              <TextField.Root value={subject} onChange={(e) => setSubject(e.target.value)} required />
            </Text>
            <Text as="label" size="2" weight="medium">
              Message (Markdown)
              <TextArea value={body} onChange={(e) => setBody(e.target.value)} rows={10} required />
            </Text>
            <Text size="1" color="gray">
              Each person’s own details replace {PLACEHOLDERS.join(', ')}.
            </Text>
            {filterProblem ? (
              <Text color="amber" size="2">
                {filterProblem}
              </Text>
            ) : null}
            {preview && preview.__typename !== 'GroupMessagePreview' ? (
              <ErrorCallout>{preview.message}</ErrorCallout>
            ) : null}
            {problem ? <ErrorCallout>{problem}</ErrorCallout> : null}
            <Flex gap="3" align="center">
              <Button type="submit" loading={sending} disabled={!group || filterProblem !== null}>
                Send email
              </Button>
              <Text size="2" color="gray" aria-live="polite" data-testid="group-count">
                {filterProblem
                  ? ''
                  : group
                    ? `${group.count} ${group.count === 1 ? 'person' : 'people'}`
                    : 'Counting…'}
              </Text>
            </Flex>
          </Flex>
        </form>

        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            Preview
          </Heading>
          {group?.email ? (
            <Card aria-label="Email preview" role="region">
              <Text as="p" size="1" color="gray">
                To {group.email.recipient.name} &lt;{group.email.recipient.email}&gt;
              </Text>
              <Text as="p" weight="bold">
                {group.email.subject}
              </Text>
              <Box
                className="prose"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised on the server
                dangerouslySetInnerHTML={{ __html: group.email.html }}
              />
            </Card>
          ) : (
            <Text size="2" color="gray">
              Write a subject and a message to see each person’s version.
            </Text>
          )}
          {group && group.recipients.length > 0 ? (
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium">
                Recipients
                {group.count > group.recipients.length ? ` (the first ${group.recipients.length})` : ''}:
                choose one to see their version
              </Text>
              <Flex gap="1" wrap="wrap" role="list" aria-label="Recipients">
                {group.recipients.map((person) => (
                  <Button
                    key={person.id}
                    role="listitem"
                    size="1"
                    variant={group.email?.recipient.id === person.id ? 'solid' : 'soft'}
                    type="button"
                    onClick={() => setPreviewUserId(person.id)}
                  >
                    {person.name}
                  </Button>
                ))}
              </Flex>
            </Flex>
          ) : null}
        </Flex>
      </Grid>

      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          Sent
        </Heading>
        {(listData?.groupMessages ?? []).length === 0 ? (
          <Text size="2" color="gray">
            No group emails yet.
          </Text>
        ) : (
          <Flex direction="column" gap="2" role="list" aria-label="Group emails sent">
            {(listData?.groupMessages ?? []).map((message) => (
              <Card key={message.id} role="listitem">
                <Flex justify="between" gap="2" wrap="wrap">
                  <Text weight="medium">{message.subject}</Text>
                  <Badge color={message.finishedAt ? 'green' : 'amber'}>
                    {message.finishedAt
                      ? `${message.recipients} queued`
                      : `${message.queued} of ${message.recipients} queued`}
                  </Badge>
                </Flex>
                <Text as="p" size="1" color="gray">
                  {message.authorName} · {formatShortDateTime(message.createdAt)} ·{' '}
                  {AUDIENCE_LABELS[message.audience as GroupAudience] ?? message.audience}
                </Text>
              </Card>
            ))}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
