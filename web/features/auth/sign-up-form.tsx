import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ZSignUpInput } from '#core/auth/schemas';
import { completeLogIn, UNCACHED_RESULT } from '#web/lib/auth';
import { type FieldErrors, FormField, fieldErrors } from '#web/lib/auth-form';
import { AuthCard } from './auth-card';
import { SignUpMutation } from './auth-operations';

export function SignUpForm({ redirect, onSignedUp }: { redirect?: string; onSignedUp: () => void }) {
  const apollo = useApolloClient();
  const [signUp, { loading }] = useMutation(SignUpMutation, UNCACHED_RESULT);
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One password box: the confirmation is the password itself [AU-4].
    const input = { ...values, passwordConfirmation: values.password };
    const parsed = ZSignUpInput.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setError(null);
    try {
      const { data } = await signUp({
        variables: { ...parsed.data, passwordConfirmation: parsed.data.password },
      });
      const result = data?.signUp;
      if (result?.__typename === 'AuthPayload') {
        completeLogIn(apollo, result);
        onSignedUp();
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
      title="Create an account"
      error={error}
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
      <FormField
        label="Your name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <FormField
        label="Your email address"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <FormField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, and not a common password"
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <Button type="submit" size="3" loading={loading}>
        Sign up
      </Button>
    </AuthCard>
  );
}
