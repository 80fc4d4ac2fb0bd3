import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Select, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { useDeferredValue, useState } from 'react';
import { AdminListPage } from '#web/components/admin-list-page';
import { CaptionedTable } from '#web/components/captioned-table';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import type { EmailState } from '#web/graphql/graphql';
import { formatDateTime } from '#web/lib/date-time';
import { EmailOutboxQuery, ResendEmailMutation } from './staff-queries';

const STATE_COLOURS = { pending: 'amber', sent: 'green', failed: 'red' } as const;
const ANY = 'any';
const EMAIL_COLUMNS = [
  'To',
  'Subject',
  'Kind',
  'State',
  'Queued',
  { label: <Text className="rt-visually-hidden">Actions</Text> },
];

/**
 * The outbox, newest first (issue 15): search by address, kind and state, 100 a page by cursor,
 * and resend one email as a new row. Without SMTP this is where emails are read.
 */
export function EmailOutbox() {
  const [to, setTo] = useState('');
  const [kind, setKind] = useState(ANY);
  const [state, setState] = useState(ANY);
  // Cursors of the pages before this one, so "Newer" goes back exactly.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const search = useDeferredValue(to.trim());
  const filter = {
    to: search || null,
    kind: kind === ANY ? null : kind,
    state: state === ANY ? null : (state as EmailState),
  };
  const before = cursors.at(-1) ?? null;
  const { data, loading, error, refetch } = useQuery(EmailOutboxQuery, {
    variables: { filter, before },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.emailOutbox;
  const emails = page?.emails ?? [];
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setCursors([null]);
    };

  return (
    <AdminListPage
      title="Emails"
      error={error}
      filters={
        <>
          <TextField.Root
            aria-label="Search by address"
            placeholder="Search by address"
            value={to}
            onChange={(e) => restart(setTo)(e.target.value)}
          />
          <Select.Root value={kind} onValueChange={restart(setKind)}>
            <Select.Trigger aria-label="Kind" />
            <Select.Content>
              <Select.Item value={ANY}>Any kind</Select.Item>
              {(data?.emailKinds ?? []).map((value) => (
                <Select.Item key={value} value={value}>
                  {value}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <Select.Root value={state} onValueChange={restart(setState)}>
            <Select.Trigger aria-label="State" />
            <Select.Content>
              <Select.Item value={ANY}>Any state</Select.Item>
              <Select.Item value="pending">Pending</Select.Item>
              <Select.Item value="sent">Sent</Select.Item>
              <Select.Item value="failed">Failed</Select.Item>
            </Select.Content>
          </Select.Root>
          {page && (
            <Text size="2" color="gray" data-testid="email-count">
              {page.total} {page.total === 1 ? 'email' : 'emails'}
            </Text>
          )}
        </>
      }
      empty={page && emails.length === 0 && 'No emails match.'}
    >
      {!page && loading && <Skeleton height="10rem" />}
      {emails.length > 0 && (
        <CaptionedTable caption="Emails" columns={EMAIL_COLUMNS}>
          {emails.map((email) => (
            <Table.Row key={email.id}>
              <Table.Cell>{email.to}</Table.Cell>
              <Table.Cell>
                <details>
                  <summary>{email.subject}</summary>
                  <Text as="div" size="2" style={{ whiteSpace: 'pre-wrap' }}>
                    {email.text}
                  </Text>
                </details>
              </Table.Cell>
              <Table.Cell>
                <Text size="2">{email.kind}</Text>
              </Table.Cell>
              <Table.Cell>
                <Badge color={STATE_COLOURS[email.state]}>{email.state}</Badge>
                {email.lastError && (
                  <Text as="div" size="1" color="red">
                    {email.attempts} attempts: {email.lastError}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{formatDateTime(email.createdAt)}</Table.Cell>
              <Table.Cell>
                <ResendButton email={email} onResent={() => setCursors([null])} refetch={refetch} />
              </Table.Cell>
            </Table.Row>
          ))}
        </CaptionedTable>
      )}
      <Flex gap="3" justify="between">
        <Button
          variant="soft"
          disabled={cursors.length === 1}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          Newer
        </Button>
        <Button
          variant="soft"
          disabled={!page?.nextCursor}
          onClick={() => page?.nextCursor && setCursors((list) => [...list, page.nextCursor ?? null])}
        >
          Older
        </Button>
      </Flex>
    </AdminListPage>
  );
}

function ResendButton({
  email,
  onResent,
  refetch,
}: {
  email: { id: string; to: string; subject: string; kind: string };
  onResent: () => void;
  refetch: () => Promise<unknown>;
}) {
  const [resend, { loading }] = useMutation(ResendEmailMutation);
  const confirm = useConfirm();
  const toast = useToast();
  const go = async () => {
    const ok = await confirm({
      title: `Send “${email.subject}” to ${email.to} again?`,
      body: 'A copy is queued as a new email; this one stays as it was. Links in it (such as a password reset) may have expired.',
      confirmLabel: 'Resend',
      cancelLabel: 'Back',
      countdown: 1,
    });
    if (!ok) return;
    const response = await resend({ variables: { id: email.id } });
    const result = response.data?.resendEmail;
    if (result?.__typename !== 'Email') {
      toast({
        title: 'Not resent',
        description: result && 'message' in result ? result.message : undefined,
        tone: 'error',
      });
      return;
    }
    toast({ title: `Queued again for ${result.to}`, tone: 'success' });
    onResent();
    await refetch();
  };
  return (
    <Button
      size="1"
      variant="soft"
      loading={loading}
      onClick={go}
      aria-label={`Resend ${email.subject} to ${email.to}`}
    >
      Resend
    </Button>
  );
}
