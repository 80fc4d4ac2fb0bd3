import { createFileRoute } from '@tanstack/react-router';
import { AdminRegistrationMoney } from '#web/features/payments/admin-registration-money';

/** The registration's balance and payments, where staff record bank transfers and vouchers. */
export const Route = createFileRoute('/admin/registrations/$registrationId/payments')({
  component: () => <AdminRegistrationMoney registrationId={Route.useParams().registrationId} />,
});
