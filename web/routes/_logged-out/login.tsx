import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { LogInForm } from '#web/features/auth/log-in-form';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_logged-out/login')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Log in', matches) }] }),
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
