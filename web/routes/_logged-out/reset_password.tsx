import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { safeRedirectPath } from '#core/auth/redirects';
import { ResetPasswordForm } from '#web/features/auth/reset-password-form';

/** token falls back to '' and redirect to '/' [RT-2]. */
export const Route = createFileRoute('/_logged-out/reset_password')({
  validateSearch: z.object({
    token: z.catch(z._default(z.string(), ''), ''),
    redirect: z.catch(z._default(z.string(), '/'), '/'),
  }),
  head: () => ({ meta: [{ title: 'Choose a new password' }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token, redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      token={token}
      onReset={() => navigate({ href: safeRedirectPath(redirect), replace: true })}
    />
  );
}
