import { createFileRoute } from '@tanstack/react-router';
import { AdminPeople } from '#web/features/people/admin-people';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/people')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('People', matches) }] }),
  component: () => (
    <PermissionGuard permission="people">
      <AdminPeople />
    </PermissionGuard>
  ),
});
