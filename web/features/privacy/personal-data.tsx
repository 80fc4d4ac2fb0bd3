import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ErrorCallout } from '#web/components/error-callout';
import { useToast } from '#web/components/toasts';
import { clearCredentials, UNCACHED_RESULT } from '#web/lib/auth';
import { FormField } from '#web/lib/auth-form';
import {
  AccountDeletionBlockersQuery,
  DeleteAccountMutation,
  ExportPersonalDataMutation,
} from './privacy-queries';

/** Saves text as a file through a temporary link (the browser's own download). */
function saveFile(fileName: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads everything held about a person as one JSON file, and offers the readable summary
 * beside it. Without `userId` the viewer's own; staff with `people` pass the person's.
 */
export function DownloadPersonalData({ userId, label }: { userId?: string; label: string }) {
  const [exportData, { loading }] = useMutation(ExportPersonalDataMutation, UNCACHED_RESULT);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ fileName: string; text: string } | null>(null);

  const download = async () => {
    setError(null);
    try {
      const { data } = await exportData({ variables: { userId } });
      const result = data?.exportPersonalData;
      if (result?.__typename !== 'PersonalDataExport') {
        setError(result?.message ?? 'Something went wrong');
        return;
      }
      saveFile(result.fileName, 'application/json', result.json);
      setSummary({ fileName: result.fileName.replace(/\.json$/, '.txt'), text: result.summary });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Flex direction="column" gap="2" align="start">
      <Button type="button" variant="soft" loading={loading} onClick={download}>
        {label}
      </Button>
      {summary && (
        <Button
          type="button"
          variant="ghost"
          size="1"
          onClick={() => saveFile(summary.fileName, 'text/plain', summary.text)}
        >
          Download a readable summary
        </Button>
      )}
      {error && <ErrorCallout>{error}</ErrorCallout>}
    </Flex>
  );
}

/**
 * Deletes an account once its email is typed to confirm. Reasons it cannot be deleted yet (places,
 * money, staff permissions) are shown as the server gives them, one sentence each.
 */
export function DeleteAccountForm({
  email,
  userId,
  blockers = [],
  own,
  onDeleted,
}: {
  email: string;
  userId?: string;
  blockers?: readonly string[];
  own: boolean;
  onDeleted: () => void;
}) {
  const [deleteAccount, { loading }] = useMutation(DeleteAccountMutation, UNCACHED_RESULT);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasons, setReasons] = useState<readonly string[]>(blockers);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches) {
      setError(`Type ${own ? 'your' : 'their'} email address exactly to confirm.`);
      return;
    }
    setError(null);
    try {
      const { data } = await deleteAccount({ variables: { confirmEmail: typed.trim(), userId } });
      const result = data?.deleteAccount;
      if (result?.__typename === 'AccountDeleted') return onDeleted();
      if (result?.__typename === 'AccountDeletionRefusedError') setReasons(result.reasons);
      setError(result?.message ?? 'Something went wrong');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Text as="p" size="2">
          {own
            ? 'This erases your profile, contact details, rankings, feedback and emails, and logs you out everywhere. Payments and donations stay in the festival’s accounts without your name.'
            : 'This erases their profile, contact details, rankings, feedback and emails, and ends all their sessions. Payments and donations stay in the accounts without their name.'}
        </Text>
        {reasons.length > 0 && (
          <Callout.Root color="amber" role="status">
            <Callout.Text>
              {own ? 'Your account cannot be deleted yet:' : 'This account cannot be deleted yet:'}
            </Callout.Text>
            <ul style={{ margin: 0 }}>
              {reasons.map((reason) => (
                <li key={reason}>
                  <Text size="2">{reason}</Text>
                </li>
              ))}
            </ul>
          </Callout.Root>
        )}
        {error && <ErrorCallout>{error}</ErrorCallout>}
        <FormField
          label={`Type ${own ? 'your' : 'their'} email address (${email}) to confirm`}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Flex>
          <Button type="submit" color="red" loading={loading} disabled={!matches}>
            {own ? 'Delete my account' : 'Delete this account'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** The profile page's card: the person's own data, to take away or to erase (issue 25, decision 018). */
export function YourDataCard() {
  const { data } = useQuery(AccountDeletionBlockersQuery, { fetchPolicy: 'network-only' });
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const user = data?.currentUser;
  if (!user) return null;
  const deleted = async () => {
    // The server has ended every session already; this device forgets its credentials too.
    clearCredentials();
    await apollo.clearStore();
    toast({ title: 'Your account was deleted', tone: 'success' });
    await navigate({ to: '/', replace: true });
  };
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="5">
          Your data
        </Heading>
        <Text as="p" size="2" color="gray">
          Everything the festival holds about you, as a file you can keep: your account, profile,
          registrations, places, payments, feedback, messages and emails.
        </Text>
        <DownloadPersonalData label="Download my data" />
        <Heading as="h3" size="3">
          Delete my account
        </Heading>
        <DeleteAccountForm
          key={user.accountDeletionBlockers.join('\n')}
          email={user.email}
          blockers={user.accountDeletionBlockers}
          own
          onDeleted={deleted}
        />
      </Flex>
    </Card>
  );
}
