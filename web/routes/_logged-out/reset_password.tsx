import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { safeRedirectPath } from '#core/auth/redirects';
import { ResetPasswordForm } from '#web/features/auth/reset-password-form';
import { pageTitle } from '#web/lib/page-title';

/** token falls back to '' and redirect to '/' [RT-2]. */
export const Route = createFileRoute('/_logged-out/reset_password')({
  validateSearch: z.object({
    token: z.catch(z._default(z.string(), ''), ''),
    redirect: z.catch(z._default(z.string(), '/'), '/'),
  }),
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Choose a new password', matches) }] }),
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
