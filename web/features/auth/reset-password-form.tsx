import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { ZResetPasswordInput } from '#core/auth/schemas';
import { completeLogIn, UNCACHED_RESULT } from '#web/lib/auth';
import { type FieldErrors, FormField, fieldErrors } from '#web/lib/auth-form';
import { AuthCard } from './auth-card';
import { ResetPasswordMutation } from './auth-operations';

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const apollo = useApolloClient();
  const [reset, { loading }] = useMutation(ResetPasswordMutation, UNCACHED_RESULT);
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(
    token ? null : 'This page needs the link from your password reset email.',
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZResetPasswordInput.safeParse({ ...values, token });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      if (found.token) setError('This page needs the link from your password reset email.');
      return setErrors(found);
    }
    setErrors({});
    setError(null);
    try {
      const { data } = await reset({ variables: parsed.data });
      const result = data?.resetPassword;
      if (result?.__typename === 'AuthPayload') {
        completeLogIn(apollo, result);
        onReset();
      } else {
        setError(result?.message ?? 'Something went wrong');
        if (result?.__typename === 'ValidationError') setErrors(fieldErrors(result.problems));
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <AuthCard title="Choose a new password" error={error} onSubmit={submit}>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, and not a common password"
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.passwordConfirmation}
        error={errors.passwordConfirmation}
        onChange={(event) => setValues({ ...values, passwordConfirmation: event.target.value })}
      />
      <Button type="submit" size="3" loading={loading}>
        Change password
      </Button>
    </AuthCard>
  );
}
