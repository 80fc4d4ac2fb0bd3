import { createFileRoute } from '@tanstack/react-router';
import { AdminPayment } from '#web/features/payments/admin-payment';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/payments/$paymentId')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Payment', matches) }] }),
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
