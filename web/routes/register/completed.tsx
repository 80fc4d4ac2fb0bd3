import { useQuery } from '@apollo/client/react';
import { createFileRoute } from '@tanstack/react-router';
import { RegistrationQuery } from '#web/features/registrations/registration-queries';
import { CompletedStep } from '#web/features/registrations/summary';

export const Route = createFileRoute('/register/completed')({
  component: CompletedPage,
});

function CompletedPage() {
  const { data } = useQuery(RegistrationQuery);
  return <CompletedStep preferences={data?.festival?.preferencePhase ?? false} />;
}
