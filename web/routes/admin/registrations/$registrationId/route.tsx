import { Flex, TabNav } from '@radix-ui/themes';
import { createFileRoute, Link, Outlet, useLocation } from '@tanstack/react-router';
import { AdminRegistrationHeader } from '#web/features/registrations/admin-registrations';
import { PermissionGuard } from '#web/lib/auth';

/** One registration, with tabs: overview, workshops, payments [RT-12] [TI-3]. */
export const Route = createFileRoute('/admin/registrations/$registrationId')({
  head: () => ({ meta: [{ title: 'Registrations' }] }),
  component: RegistrationLayout,
});

function RegistrationLayout() {
  const { registrationId } = Route.useParams();
  const { pathname } = useLocation();
  const base = `/admin/registrations/${registrationId}`;
  const tabs = [
    { to: '/admin/registrations/$registrationId', label: 'Overview', path: base },
    { to: '/admin/registrations/$registrationId/workshops', label: 'Workshops', path: `${base}/workshops` },
    { to: '/admin/registrations/$registrationId/payments', label: 'Payments', path: `${base}/payments` },
  ] as const;
  return (
    <PermissionGuard permission="registrations">
      <Flex direction="column" gap="4">
        <AdminRegistrationHeader registrationId={registrationId} />
        <TabNav.Root aria-label="Registration">
          {tabs.map((tab) => (
            <TabNav.Link key={tab.to} asChild active={pathname.replace(/\/$/, '') === tab.path}>
              <Link to={tab.to} params={{ registrationId }}>
                {tab.label}
              </Link>
            </TabNav.Link>
          ))}
        </TabNav.Root>
        <Outlet />
      </Flex>
    </PermissionGuard>
  );
}
