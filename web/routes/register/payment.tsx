import { useQuery } from '@apollo/client/react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { cartFor } from '#core/registrations/rules';
import { PaymentStep } from '#web/features/payments/payment-step';
import { RegistrationQuery } from '#web/features/registrations/registration-queries';
import { PaymentSummaryStep } from '#web/features/registrations/summary';
import { requireRegistrant } from './route';

export const Route = createFileRoute('/register/payment')({
  beforeLoad: ({ context }) => requireRegistrant(context),
  component: PaymentPage,
});

function PaymentPage() {
  const navigate = useNavigate();
  const { data } = useQuery(RegistrationQuery);
  const festival = data?.festival;
  if (!festival) return null;
  return (
    <PaymentSummaryStep
      preferences={festival.preferencePhase}
      cart={data.currentRegistration?.cart ?? cartFor(0, festival.workshopPricing)}
      pricing={festival.workshopPricing}
      // The cart above shows the price breakdown; the payments table starts from its total.
      payments={<PaymentStep priceRows={false} />}
      onFinished={() => navigate({ to: '/register/completed' })}
    />
  );
}
