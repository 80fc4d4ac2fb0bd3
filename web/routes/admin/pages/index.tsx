import { createFileRoute } from '@tanstack/react-router';
import { AdminPages } from '#web/features/content/page-editor';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/pages/')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Pages', matches) }] }),
  component: () => (
    <PermissionGuard permission="content">
      <AdminPages />
    </PermissionGuard>
  ),
});
