import { createFileRoute } from '@tanstack/react-router';
import { hasPermission } from '#core/people/permissions';
import { AdminFestivals } from '#web/features/activities-admin/admin-festivals';
import { PermissionGuard, useAuth } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/festivals/')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Festivals', matches) }] }),
  component: FestivalsPage,
});

function FestivalsPage() {
  const { user } = useAuth();
  // Creating a festival sets its prices, so it needs an administrator (the server checks too).
  return (
    <PermissionGuard permission="activities">
      <AdminFestivals canCreate={hasPermission(user, 'admin')} />
    </PermissionGuard>
  );
}
