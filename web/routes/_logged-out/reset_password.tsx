import { createFileRoute, type SearchSchemaInput, useNavigate } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { ResetPasswordForm } from '#web/features/auth/reset-password-form';
import { pageTitle } from '#web/lib/page-title';
import { stringParam } from '#web/lib/search-params';

/** token falls back to '' and redirect to '/' [RT-2]. */
export const Route = createFileRoute('/_logged-out/reset_password')({
  validateSearch: (search: { token?: string; redirect?: string } & SearchSchemaInput) => ({
    token: stringParam(search.token, ''),
    redirect: stringParam(search.redirect, '/'),
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
