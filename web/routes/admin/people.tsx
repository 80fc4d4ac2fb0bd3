import { createFileRoute } from '@tanstack/react-router';
import { AdminPeople } from '#web/features/people/admin-people';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/people')({
  head: () => ({ meta: [{ title: 'People' }] }),
  component: () => (
    <PermissionGuard permission="people">
      <AdminPeople />
    </PermissionGuard>
  ),
});
