import { Flex, Link as RadixLink, Separator } from '@radix-ui/themes';
import { createFileRoute, Link, Outlet, redirect } from '@tanstack/react-router';
import { NotFound } from '#web/components/not-found';
import { getCurrentUser, useAuth } from '#web/lib/auth';

/**
 * The admin area needs a logged-in user with at least one permission, else log in and come back
 * [RT-16]. This is convenience only: every staff field is guarded on the server.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    const user = await getCurrentUser(context.apollo);
    if (!user || user.permissions.length === 0) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
    return { user };
  },
  head: () => ({ meta: [{ title: 'Admin' }] }),
  component: AdminLayout,
  // Unknown admin paths [NF-3].
  notFoundComponent: () => <NotFound>not found</NotFound>,
});

function AdminLayout() {
  const { user } = useAuth();
  const isAdmin = user?.permissions.includes('admin') ?? false;
  return (
    <Flex direction="column" gap="4">
      <Flex asChild gap="4" wrap="wrap">
        <nav aria-label="Admin">
          <AdminLink to="/admin">Dashboard</AdminLink>
          <AdminLink to="/admin/people">People</AdminLink>
          {isAdmin && <AdminLink to="/admin/emails">Emails</AdminLink>}
        </nav>
      </Flex>
      <Separator size="4" />
      <Outlet />
    </Flex>
  );
}

function AdminLink({ to, children }: { to: '/admin' | '/admin/people' | '/admin/emails'; children: string }) {
  return (
    <RadixLink asChild size="2" weight="medium">
      <Link to={to} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
        {children}
      </Link>
    </RadixLink>
  );
}
