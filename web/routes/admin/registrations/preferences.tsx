import { createFileRoute } from '@tanstack/react-router';
import { AdminPreferenceCounts } from '#web/features/registrations/admin-registrations';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/registrations/preferences')({
  head: () => ({ meta: [{ title: 'Registrations' }] }),
  component: () => (
    <PermissionGuard permission="registrations">
      <AdminPreferenceCounts />
    </PermissionGuard>
  ),
});
