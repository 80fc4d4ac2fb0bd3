import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { email as emailSchema } from '#core/validation/messages';
import { completeLogIn, UNCACHED_RESULT } from '#web/lib/auth';
import { AuthCard } from './auth-card';
import { LogInWithLinkMutation, RequestLoginLinkMutation } from './auth-operations';

/**
 * Offered on the log-in form once an account's password budget is spent (issue 25): the owner
 * asks for a one-time link by email instead of waiting out a stranger's guesses.
 */
export function EmailLogInLink({ email, redirect }: { email: string; redirect?: string }) {
  const [request, { loading }] = useMutation(RequestLoginLinkMutation, UNCACHED_RESULT);
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);

  const send = async () => {
    const parsed = emailSchema().safeParse(email);
    if (!parsed.success) {
      setOutcome({ sent: false, message: parsed.error.issues[0]?.message ?? 'Enter your email address' });
      return;
    }
    try {
      const { data } = await request({ variables: { email: parsed.data, redirectUrl: redirect ?? '/' } });
      const result = data?.requestLoginLink;
      setOutcome({
        sent: result?.__typename === 'MessagePayload',
        message: result?.message ?? 'Something went wrong',
      });
    } catch (failure) {
      setOutcome({ sent: false, message: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  if (outcome?.sent) {
    return (
      <Callout.Root color="green" role="status">
        <Callout.Text>{outcome.message}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="2">
      <Text size="2">You can still get in: we can email you a link that logs you in once.</Text>
      <Button type="button" variant="soft" loading={loading} onClick={send}>
        Email me a log-in link
      </Button>
      {outcome && (
        <Text size="2" color="red" role="alert">
          {outcome.message}
        </Text>
      )}
    </Flex>
  );
}

/**
 * The page an emailed log-in link opens. It logs in only when the person presses the button, so
 * a mail scanner that opens links cannot use up the single use.
 */
export function LogInWithLinkForm({ token, onLoggedIn }: { token: string; onLoggedIn: () => void }) {
  const apollo = useApolloClient();
  const [logIn, { loading }] = useMutation(LogInWithLinkMutation, UNCACHED_RESULT);
  const [error, setError] = useState<string | null>(
    token ? null : 'This page needs the link from your log-in email.',
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setError(null);
    try {
      const { data } = await logIn({ variables: { token } });
      const result = data?.logInWithLink;
      if (result?.__typename === 'AuthPayload') {
        completeLogIn(apollo, result);
        onLoggedIn();
        return;
      }
      setError(result?.message ?? 'Something went wrong');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <AuthCard title="Log in with your email link" error={error} onSubmit={submit}>
      <Text as="p" size="2" color="gray">
        The link works once, within 15 minutes of asking for it.
      </Text>
      <Button type="submit" size="3" loading={loading} disabled={!token}>
        Log in
      </Button>
    </AuthCard>
  );
}
