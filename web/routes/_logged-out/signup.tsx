import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { SignUpForm } from '#web/features/auth/sign-up-form';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_logged-out/signup')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Sign up', matches) }] }),
  component: SignUpPage,
});

function SignUpPage() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignUpForm
      redirect={redirect}
      onSignedUp={() => navigate({ href: safeRedirectPath(redirect), replace: true })}
    />
  );
}
