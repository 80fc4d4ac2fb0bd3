import { useQuery } from '@apollo/client/react';
import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { RegistrationQuery } from '#web/features/registrations/registration-queries';
import { CartProvider, WizardShell, type WizardStepId } from '#web/features/registrations/wizard';
import { getCurrentUser } from '#web/lib/auth';

/** Steps other than "About you" need someone logged in; the wizard starts there otherwise. */
export async function requireRegistrant(context: { apollo: Parameters<typeof getCurrentUser>[0] }) {
  const user = await getCurrentUser(context.apollo);
  if (!user) throw redirect({ to: '/register/yourself', replace: true });
  return user;
}

export const Route = createFileRoute('/register')({
  loader: async ({ context }) => {
    const { data } = await context.apollo.query({ query: RegistrationQuery, fetchPolicy: 'network-only' });
    return { year: data?.festival?.id ?? '' };
  },
  // The register area's title [TI-2].
  head: ({ loaderData }) => ({ meta: [{ title: `Register for NZIF ${loaderData?.year ?? ''}` }] }),
  component: RegisterLayout,
});

const STEP_BY_PATH: Array<[string, WizardStepId]> = [
  ['/register/yourself', 'yourself'],
  ['/register/code-of-conduct', 'code-of-conduct'],
  ['/register/workshops', 'workshops'],
  ['/register/payment', 'payment'],
  ['/register/completed', 'completed'],
];

function RegisterLayout() {
  const { year } = Route.useLoaderData();
  const { pathname } = useLocation();
  const { data, loading } = useQuery(RegistrationQuery);
  const festival = data?.festival;
  // The index itself shows only a finished registration (it redirects otherwise).
  const step = STEP_BY_PATH.find(([path]) => pathname.startsWith(path))?.[1] ?? 'completed';
  if (!festival) return <Outlet />;
  return (
    <CartProvider>
      <WizardShell
        title={`Register for NZIF ${year}`}
        step={step}
        preferences={festival.preferencePhase}
        cart={data?.currentRegistration?.cart ?? null}
        cartLoading={loading}
        pricing={festival.workshopPricing}
      >
        <Outlet />
      </WizardShell>
    </CartProvider>
  );
}
