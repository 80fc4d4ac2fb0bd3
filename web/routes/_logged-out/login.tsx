import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { LogInForm } from '#web/features/auth/log-in-form';

export const Route = createFileRoute('/_logged-out/login')({
  head: () => ({ meta: [{ title: 'Log in' }] }),
  component: LogInPage,
});

function LogInPage() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LogInForm
      redirect={redirect}
      onLoggedIn={() => navigate({ href: safeRedirectPath(redirect), replace: true })}
    />
  );
}
