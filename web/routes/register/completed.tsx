import { useQuery } from '@apollo/client/react';
import { createFileRoute } from '@tanstack/react-router';
import { RegistrationQuery } from '#web/features/registrations/registration-queries';
import { CompletedStep } from '#web/features/registrations/summary';
import { requireRegistrant } from './route';

export const Route = createFileRoute('/register/completed')({
  // Logged out, nothing is completed: start at "About you" like the other steps [issue 28].
  beforeLoad: ({ context }) => requireRegistrant(context),
  component: CompletedPage,
});

function CompletedPage() {
  const { data } = useQuery(RegistrationQuery);
  return <CompletedStep preferences={data?.festival?.preferencePhase ?? false} />;
}
