import { createFileRoute } from '@tanstack/react-router';
import { AuditLog } from '#web/features/admin/audit-log';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/audit')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Audit log', matches) }] }),
  component: () => (
    <PermissionGuard permission="admin">
      <AuditLog />
    </PermissionGuard>
  ),
});
