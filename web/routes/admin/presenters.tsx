import { createFileRoute } from '@tanstack/react-router';
import { AdminPresenters } from '#web/features/activities-admin/admin-presenters';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/presenters')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Presenters', matches) }] }),
  component: () => (
    <PermissionGuard permission="people">
      <AdminPresenters />
    </PermissionGuard>
  ),
});
