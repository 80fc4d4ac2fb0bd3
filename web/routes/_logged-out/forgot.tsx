import { createFileRoute } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { ForgotPasswordForm } from '#web/features/auth/forgot-password-form';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_logged-out/forgot')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Forgot your password?', matches) }] }),
  component: ForgotPage,
});

function ForgotPage() {
  const { redirect } = Route.useSearch();
  return <ForgotPasswordForm redirect={safeRedirectPath(redirect)} />;
}
