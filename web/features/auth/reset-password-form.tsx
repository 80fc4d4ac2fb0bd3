import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { ZResetPasswordInput } from '#core/auth/schemas';
import { completeLogIn, UNCACHED_RESULT } from '#web/lib/auth';
import { NEW_PASSWORD_HINT, PasswordField, useFieldForm } from '#web/lib/auth-form';
import { AuthCard } from './auth-card';
import { ResetPasswordMutation } from './auth-operations';

const NEEDS_LINK = 'This page needs the link from your password reset email.';

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const apollo = useApolloClient();
  const [reset, { loading }] = useMutation(ResetPasswordMutation, UNCACHED_RESULT);
  const form = useFieldForm({ password: '', passwordConfirmation: '' }, token ? null : NEEDS_LINK);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZResetPasswordInput.safeParse({ ...form.values, token });
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'token')) {
      form.setError(NEEDS_LINK);
    }
    const result = await form.send(
      parsed,
      async (input) => (await reset({ variables: input })).data?.resetPassword,
      'AuthPayload',
    );
    if (!result) return;
    completeLogIn(apollo, result);
    onReset();
  };

  return (
    <AuthCard title="Choose a new password" error={form.error} onSubmit={submit}>
      <PasswordField label="New password" hint={NEW_PASSWORD_HINT} {...form.field('password')} />
      <PasswordField label="Confirm password" {...form.field('passwordConfirmation')} />
      <Button type="submit" size="3" loading={loading}>
        Change password
      </Button>
    </AuthCard>
  );
}
