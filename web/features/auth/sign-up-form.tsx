import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ZSignUpInput } from '#core/auth/schemas';
import { completeLogIn, SignUpMutation, UNCACHED_RESULT } from '#web/lib/auth';
import { FormField, NEW_PASSWORD_HINT, PasswordField, useFieldForm } from '#web/lib/auth-form';
import { AuthCard } from './auth-card';

export function SignUpForm({ redirect, onSignedUp }: { redirect?: string; onSignedUp: () => void }) {
  const apollo = useApolloClient();
  const [signUp, { loading }] = useMutation(SignUpMutation, UNCACHED_RESULT);
  const form = useFieldForm({ name: '', email: '', password: '' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One password box: the confirmation is the password itself [AU-4].
    const parsed = ZSignUpInput.safeParse({ ...form.values, passwordConfirmation: form.values.password });
    const result = await form.send(
      parsed,
      async (input) =>
        (await signUp({ variables: { ...input, passwordConfirmation: input.password } })).data?.signUp,
      'AuthPayload',
    );
    if (!result) return;
    completeLogIn(apollo, result);
    onSignedUp();
  };

  return (
    <AuthCard
      title="Create an account"
      error={form.error}
      onSubmit={submit}
      footer={
        <Text size="2">
          Already have an account?{' '}
          <RadixLink asChild>
            <Link to="/login" search={{ redirect }}>
              Log in here.
            </Link>
          </RadixLink>
        </Text>
      }
    >
      <FormField label="Your name" autoComplete="name" {...form.field('name')} />
      <FormField label="Your email address" type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField label="Choose a password" hint={NEW_PASSWORD_HINT} {...form.field('password')} />
      <Button type="submit" size="3" loading={loading}>
        Sign up
      </Button>
    </AuthCard>
  );
}
