import { createFileRoute } from '@tanstack/react-router';
import { AdminPresenters } from '#web/features/activities-admin/admin-presenters';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/presenters')({
  head: () => ({ meta: [{ title: 'Presenters' }] }),
  component: () => (
    <PermissionGuard permission="people">
      <AdminPresenters />
    </PermissionGuard>
  ),
});
