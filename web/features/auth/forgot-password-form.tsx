import { useMutation } from '@apollo/client/react';
import { Button, Callout, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { email as emailSchema } from '#core/validation/messages';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { FormField } from '#web/lib/auth-form';
import { AuthCard } from './auth-card';
import { RequestPasswordResetMutation } from './auth-operations';

/** Asks for a reset link; `redirect` (already a checked local path) is where the link leads after. */
export function ForgotPasswordForm({ redirect }: { redirect: string }) {
  const [request, { loading }] = useMutation(RequestPasswordResetMutation, UNCACHED_RESULT);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Clear the previous error first [AU-5].
    setError(null);
    const parsed = emailSchema().safeParse(email);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    try {
      const { data } = await request({ variables: { email: parsed.data, redirectUrl: redirect } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'MessagePayload') setMessage(result.message);
      else setError(result?.message ?? 'Something went wrong');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  if (message) {
    return (
      <AuthCard title="Check your email" onSubmit={(event) => event.preventDefault()}>
        <Callout.Root color="green" role="status">
          <Callout.Text>{message}</Callout.Text>
        </Callout.Root>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      error={error}
      onSubmit={submit}
      footer={
        <Text size="2">
          Remembered it?{' '}
          <RadixLink asChild>
            <Link to="/login" search={{ redirect }}>
              Log in.
            </Link>
          </RadixLink>
        </Text>
      }
    >
      <Text as="p" size="2" color="gray">
        Enter your email address to reset your password.
      </Text>
      <FormField
        label="Your email address"
        type="email"
        autoComplete="email"
        value={email}
        error={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size="3" loading={loading}>
        Reset password
      </Button>
    </AuthCard>
  );
}
