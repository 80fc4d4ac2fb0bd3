import { createFileRoute } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { ForgotPasswordForm } from '#web/features/auth/forgot-password-form';

export const Route = createFileRoute('/_logged-out/forgot')({
  head: () => ({ meta: [{ title: 'Forgot your password?' }] }),
  component: ForgotPage,
});

function ForgotPage() {
  const { redirect } = Route.useSearch();
  return <ForgotPasswordForm redirect={safeRedirectPath(redirect)} />;
}
