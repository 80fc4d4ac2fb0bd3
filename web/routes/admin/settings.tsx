import { createFileRoute } from '@tanstack/react-router';
import { AdminSettings } from '#web/features/settings/admin-settings';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/settings')({
  head: () => ({ meta: [{ title: 'Settings' }] }),
  component: () => (
    <PermissionGuard permission="admin">
      <AdminSettings />
    </PermissionGuard>
  ),
});
