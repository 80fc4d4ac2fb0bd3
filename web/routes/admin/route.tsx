import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useRef } from 'react';
import { NotFound } from '#web/components/not-found';
import { AdminNav } from '#web/features/admin/admin-nav';
import { useNamedTableScrollRegions } from '#web/features/admin/scroll-regions';
import { useTableCards } from '#web/features/admin/table-cards';
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

function AdminLayout() {
  const { user } = useAuth();
  const content = useRef<HTMLDivElement>(null);
  useNamedTableScrollRegions(content);
  useTableCards(content);
  return (
    <div className="admin-shell">
      <AdminNav user={user} />
      <div className="admin-content" ref={content}>
        <Outlet />
      </div>
    </div>
  );
}
