import { useQuery } from '@apollo/client/react';
import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { graphql } from '#web/graphql/index';
import { useAuth } from '#web/lib/auth';

/** Only whether the signed-in person has finished registering, for the header. */
export const HeaderRegistrationQuery = graphql(`
  query HeaderRegistration {
    currentRegistration { id completedAt }
  }
`);

/**
 * True once the signed-in person has completed their registration. False for visitors, and in the
 * first render of a server-rendered page (nobody is signed in there: decision 019), so the header
 * hydrates as "Register" and turns into "My festival" once the person is known.
 */
export function useHasRegistered(): boolean {
  const { user } = useAuth();
  const { data } = useQuery(HeaderRegistrationQuery, { skip: !user });
  return Boolean(user && data?.currentRegistration?.completedAt);
}

/**
 * Registration one click away (issue 28): "Register", or "My festival" once registered; both go
 * to /register, which starts the wizard or shows the finished registration. `inMenu` gives the
 * phone menu's full-width link instead of the header's button.
 */
export function RegisterLink({ inMenu = false }: { inMenu?: boolean }) {
  const registered = useHasRegistered();
  const label = registered ? 'My festival' : 'Register';
  if (inMenu) {
    return (
      <Link to="/register" className="site-menu-link site-menu-register" data-testid="header-register">
        {label}
      </Link>
    );
  }
  return (
    <Button asChild variant={registered ? 'soft' : 'solid'} size="2">
      <Link to="/register" data-testid="header-register">
        {label}
      </Link>
    </Button>
  );
}
