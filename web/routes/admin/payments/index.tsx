import { createFileRoute } from '@tanstack/react-router';
import { AdminPayments } from '#web/features/payments/admin-payments';
import { PermissionGuard } from '#web/lib/auth';

// The server guards every field with the payments permission; this guard only explains [RT-13].
export const Route = createFileRoute('/admin/payments/')({
  head: () => ({ meta: [{ title: 'Payments' }] }),
  component: () => (
    <PermissionGuard permission="payments">
      <AdminPayments />
    </PermissionGuard>
  ),
});
