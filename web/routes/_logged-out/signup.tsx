import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { SignUpForm } from '#web/features/auth/sign-up-form';

export const Route = createFileRoute('/_logged-out/signup')({
  head: () => ({ meta: [{ title: 'Sign up' }] }),
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
