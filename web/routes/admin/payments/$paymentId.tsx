import { createFileRoute } from '@tanstack/react-router';
import { AdminPayment } from '#web/features/payments/admin-payment';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/payments/$paymentId')({
  head: () => ({ meta: [{ title: 'Payment' }] }),
  component: PaymentPage,
});

function PaymentPage() {
  const { paymentId } = Route.useParams();
  return (
    <PermissionGuard permission="payments">
      <AdminPayment paymentId={paymentId} />
    </PermissionGuard>
  );
}
