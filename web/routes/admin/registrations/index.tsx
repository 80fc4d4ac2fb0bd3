import { createFileRoute } from '@tanstack/react-router';
import { AdminRegistrations } from '#web/features/registrations/admin-registrations';
import { PermissionGuard } from '#web/lib/auth';

// The server guards every field with the registrations permission; this guard only explains [RT-12].
export const Route = createFileRoute('/admin/registrations/')({
  head: () => ({ meta: [{ title: 'Registrations' }] }),
  component: () => (
    <PermissionGuard permission="registrations">
      <AdminRegistrations />
    </PermissionGuard>
  ),
});
