import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ZLogInInput } from '#core/auth/schemas';
import { completeLogIn, UNCACHED_RESULT } from '#web/lib/auth';
import { type FieldErrors, FormField, fieldErrors } from '#web/lib/auth-form';
import { AuthCard } from './auth-card';
import { LogInMutation } from './auth-operations';

export function LogInForm({ redirect, onLoggedIn }: { redirect?: string; onLoggedIn: () => void }) {
  const apollo = useApolloClient();
  const [logIn, { loading }] = useMutation(LogInMutation, UNCACHED_RESULT);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZLogInInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setError(null);
    try {
      const { data } = await logIn({ variables: parsed.data });
      const result = data?.logIn;
      if (result?.__typename === 'AuthPayload') {
        completeLogIn(apollo, result);
        onLoggedIn();
      } else {
        setError(result?.message ?? 'Something went wrong');
        if (result?.__typename === 'ValidationError') setErrors(fieldErrors(result.problems));
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <AuthCard
      title="Log in"
      error={error}
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
      <FormField
        label="Your email address"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <FormField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
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
    </AuthCard>
  );
}
