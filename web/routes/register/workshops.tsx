import { useQuery } from '@apollo/client/react';
import { Flex } from '@radix-ui/themes';
import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { MyLotteryResult } from '#web/features/allocation/my-lottery-result';
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
    <Flex direction="column" gap="5">
      {/* Renders only once staff publish the lottery result [issue 8]. */}
      <MyLotteryResult />
      <WorkshopsStep
        phase={data.festival.phase}
        preferences={data.festival.preferencePhase}
        registration={data.currentRegistration ?? null}
        onNext={() => navigate({ to: '/register/payment' })}
      >
        <Outlet />
      </WorkshopsStep>
    </Flex>
  );
}
