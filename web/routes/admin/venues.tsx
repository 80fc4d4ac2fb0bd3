import { createFileRoute } from '@tanstack/react-router';
import { AdminVenues } from '#web/features/activities-admin/admin-venues';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/venues')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Venues', matches) }] }),
  component: () => (
    <PermissionGuard permission="activities">
      <AdminVenues />
    </PermissionGuard>
  ),
});
