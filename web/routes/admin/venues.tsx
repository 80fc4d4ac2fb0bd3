import { createFileRoute } from '@tanstack/react-router';
import { AdminVenues } from '#web/features/activities-admin/admin-venues';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/venues')({
  head: () => ({ meta: [{ title: 'Venues' }] }),
  component: () => (
    <PermissionGuard permission="activities">
      <AdminVenues />
    </PermissionGuard>
  ),
});
