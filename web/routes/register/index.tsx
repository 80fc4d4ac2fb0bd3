import { useQuery } from '@apollo/client/react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegistrationQuery } from '#web/features/registrations/registration-queries';
import { MyRegistration } from '#web/features/registrations/summary';
import { getCurrentUser } from '#web/lib/auth';

const STEP_PATHS = {
  yourself: '/register/yourself',
  codeOfConduct: '/register/code-of-conduct',
  workshops: '/register/workshops',
  payment: '/register/payment',
  completed: '/register/completed',
} as const;

/** Sends people to the first step they still need; a finished registration is shown here [RT-9]. */
export const Route = createFileRoute('/register/')({
  beforeLoad: async ({ context }) => {
    if (!(await getCurrentUser(context.apollo))) throw redirect({ to: '/register/yourself', replace: true });
    const { data } = await context.apollo.query({ query: RegistrationQuery, fetchPolicy: 'network-only' });
    const registration = data?.currentRegistration;
    if (!registration) throw redirect({ to: '/register/yourself', replace: true });
    if (!registration.completedAt) throw redirect({ to: STEP_PATHS[registration.nextStep], replace: true });
  },
  component: RegistrationIndex,
});

function RegistrationIndex() {
  const { data } = useQuery(RegistrationQuery);
  const registration = data?.currentRegistration;
  if (!registration || !data?.festival) return null;
  return <MyRegistration registration={registration} preferences={data.festival.preferencePhase} />;
}
