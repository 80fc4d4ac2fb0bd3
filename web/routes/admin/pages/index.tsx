import { createFileRoute } from '@tanstack/react-router';
import { AdminPages } from '#web/features/content/page-editor';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/pages/')({
  head: () => ({ meta: [{ title: 'Pages' }] }),
  component: () => (
    <PermissionGuard permission="content">
      <AdminPages />
    </PermissionGuard>
  ),
});
