import { createFileRoute } from '@tanstack/react-router';
import { AdminPayments } from '#web/features/payments/admin-payments';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

// The server guards every field with the payments permission; this guard only explains [RT-13].
export const Route = createFileRoute('/admin/payments/')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Payments', matches) }] }),
  component: () => (
    <PermissionGuard permission="payments">
      <AdminPayments />
    </PermissionGuard>
  ),
});
