import { createFileRoute } from '@tanstack/react-router';
import { PaymentStep } from '#web/features/payments/payment-step';

/** The registration's payments and balance, as the payments feature shows them to staff. */
export const Route = createFileRoute('/admin/registrations/$registrationId/payments')({
  component: () => <PaymentStep registrationId={Route.useParams().registrationId} />,
});
