import { Flex, Link as RadixLink, Separator } from '@radix-ui/themes';
import { createFileRoute, Link, Outlet, redirect } from '@tanstack/react-router';
import { ACTIVITY_KIND_PERMISSIONS } from '#core/activities/activity-input';
import { hasAnyPermission, type Permission } from '#core/people/permissions';
import { NotFound } from '#web/components/not-found';
import { getCurrentUser, useAuth } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

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
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Admin', matches) }] }),
  component: AdminLayout,
  // Unknown admin paths [NF-3].
  notFoundComponent: () => <NotFound>not found</NotFound>,
});

/** The admin pages, each with the permission its data needs (the server checks the same). */
const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', permission: null },
  { to: '/admin/timetable', label: 'Timetable', permission: ACTIVITY_KIND_PERMISSIONS },
  {
    to: '/admin/$activityType',
    params: { activityType: 'workshops' },
    label: 'Workshops',
    permission: 'workshops',
  },
  { to: '/admin/$activityType', params: { activityType: 'shows' }, label: 'Shows', permission: 'shows' },
  {
    to: '/admin/$activityType',
    params: { activityType: 'social-events' },
    label: 'Social events',
    permission: 'social_events',
  },
  {
    to: '/admin/$activityType',
    params: { activityType: 'conferences' },
    label: 'Conferences',
    permission: 'activities',
  },
  { to: '/admin/festivals', label: 'Festivals', permission: 'activities' },
  { to: '/admin/venues', label: 'Venues', permission: 'activities' },
  { to: '/admin/presenters', label: 'Presenters', permission: 'people' },
  { to: '/admin/pages', label: 'Pages', permission: 'content' },
  { to: '/admin/registrations', label: 'Registrations', permission: 'registrations' },
  { to: '/admin/allocations', label: 'Allocations', permission: 'registrations' },
  { to: '/admin/attendance', label: 'Attendance', permission: 'registrations' },
  { to: '/admin/check-in', label: 'Check-in desk', permission: 'registrations' },
  { to: '/admin/payments', label: 'Payments', permission: 'payments' },
  { to: '/admin/payments/outstanding', label: 'Balances', permission: 'payments' },
  { to: '/admin/donations', label: 'Donations', permission: 'payments' },
  { to: '/admin/people', label: 'People', permission: 'people' },
  { to: '/admin/emails', label: 'Emails', permission: 'admin' },
  { to: '/admin/settings', label: 'Settings', permission: 'admin' },
  { to: '/admin/audit', label: 'Audit log', permission: 'admin' },
] as const satisfies ReadonlyArray<{
  to: string;
  params?: { activityType: string };
  label: string;
  /** One permission, or any one of a list. */
  permission: Permission | readonly Permission[] | null;
}>;

function AdminLayout() {
  const { user } = useAuth();
  return (
    <Flex direction="column" gap="4">
      <Flex asChild gap="4" wrap="wrap">
        <nav aria-label="Admin">
          {ADMIN_LINKS.filter(
            (link) => link.permission === null || hasAnyPermission(user, link.permission),
          ).map((link) => (
            <RadixLink asChild size="2" weight="medium" key={link.label}>
              <Link
                to={link.to}
                params={'params' in link ? link.params : undefined}
                activeOptions={{ exact: link.to === '/admin' }}
                activeProps={{ 'aria-current': 'page' }}
              >
                {link.label}
              </Link>
            </RadixLink>
          ))}
        </nav>
      </Flex>
      <Separator size="4" />
      <Outlet />
    </Flex>
  );
}
