import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ZLogInInput } from '#core/auth/schemas';
import { completeLogIn, LogInMutation, UNCACHED_RESULT } from '#web/lib/auth';
import { FormField, PasswordField, useFieldForm } from '#web/lib/auth-form';
import { AuthCard } from './auth-card';
import { EmailLogInLink } from './log-in-link';

export function LogInForm({ redirect, onLoggedIn }: { redirect?: string; onLoggedIn: () => void }) {
  const apollo = useApolloClient();
  const [logIn, { loading }] = useMutation(LogInMutation, UNCACHED_RESULT);
  const form = useFieldForm({ email: '', password: '' });
  // Set once the account's password budget is spent: the owner is offered an emailed link.
  const [refused, setRefused] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZLogInInput.safeParse(form.values);
    const result = await form.send(
      parsed,
      async (input) => {
        const answer = (await logIn({ variables: input })).data?.logIn;
        setRefused(answer?.__typename === 'RateLimitedError');
        return answer;
      },
      'AuthPayload',
    );
    if (!result) return;
    completeLogIn(apollo, result);
    onLoggedIn();
  };

  return (
    <AuthCard
      title="Log in"
      error={form.error}
      onSubmit={submit}
      footer={
        <Text size="2">
          New to NZIF?{' '}
          <RadixLink asChild>
            <Link to="/signup" search={{ redirect }}>
              Create an account.
            </Link>
          </RadixLink>
        </Text>
      }
    >
      <FormField label="Your email address" type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField
        label="Your password"
        current
        {...form.field('password')}
        labelExtra={
          <RadixLink asChild size="1">
            <Link to="/forgot" search={{ redirect }}>
              Forgot your password?
            </Link>
          </RadixLink>
        }
      />
      <Button type="submit" size="3" loading={loading}>
        Log in
      </Button>
      {refused && <EmailLogInLink email={form.values.email} redirect={redirect} />}
    </AuthCard>
  );
}
