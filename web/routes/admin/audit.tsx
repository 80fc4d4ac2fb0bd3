import { createFileRoute } from '@tanstack/react-router';
import { AuditLog } from '#web/features/admin/audit-log';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/audit')({
  head: () => ({ meta: [{ title: 'Audit log' }] }),
  component: () => (
    <PermissionGuard permission="admin">
      <AuditLog />
    </PermissionGuard>
  ),
});
