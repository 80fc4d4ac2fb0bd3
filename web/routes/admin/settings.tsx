import { createFileRoute } from '@tanstack/react-router';
import { AdminSettings } from '#web/features/settings/admin-settings';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/settings')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Settings', matches) }] }),
  component: () => (
    <PermissionGuard permission="admin">
      <AdminSettings />
    </PermissionGuard>
  ),
});
