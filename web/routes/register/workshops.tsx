import { useQuery } from '@apollo/client/react';
import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { RegistrationQuery } from '#web/features/registrations/registration-queries';
import { WorkshopsStep } from '#web/features/registrations/workshops-step';
import { requireRegistrant } from './route';

export const Route = createFileRoute('/register/workshops')({
  beforeLoad: ({ context }) => requireRegistrant(context),
  component: WorkshopsPage,
});

function WorkshopsPage() {
  const navigate = useNavigate();
  const { data } = useQuery(RegistrationQuery);
  if (!data?.festival) return null;
  return (
    <WorkshopsStep
      phase={data.festival.phase}
      registration={data.currentRegistration ?? null}
      onNext={() => navigate({ to: '/register/payment' })}
    >
      <Outlet />
    </WorkshopsStep>
  );
}
