import { createFileRoute, type SearchSchemaInput, useNavigate } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { LogInWithLinkForm } from '#web/features/auth/log-in-link';
import { pageTitle } from '#web/lib/page-title';
import { stringParam } from '#web/lib/search-params';

/** Where an emailed one-time log-in link leads (issue 25); token falls back to '' and redirect to '/'. */
export const Route = createFileRoute('/_logged-out/login_/link')({
  validateSearch: (search: { token?: string; redirect?: string } & SearchSchemaInput) => ({
    token: stringParam(search.token, ''),
    redirect: stringParam(search.redirect, '/'),
  }),
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Log in with your email link', matches) }] }),
  component: LogInWithLinkPage,
});

function LogInWithLinkPage() {
  const { token, redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LogInWithLinkForm
      token={token}
      onLoggedIn={() => navigate({ href: safeRedirectPath(redirect), replace: true })}
    />
  );
}
