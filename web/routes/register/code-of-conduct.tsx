import { useQuery } from '@apollo/client/react';
import { createFileRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { CodeOfConductStep } from '#web/features/registrations/code-of-conduct-step';
import { RegistrationQuery } from '#web/features/registrations/registration-queries';
import { requireRegistrant } from './route';

export const Route = createFileRoute('/register/code-of-conduct')({
  beforeLoad: ({ context }) => requireRegistrant(context),
  component: CodeOfConductPage,
});

function CodeOfConductPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data } = useQuery(RegistrationQuery);
  const registration = data?.currentRegistration;
  return (
    <>
      <CodeOfConductStep
        key={registration?.id ?? 'none'}
        accepted={Boolean(registration?.codeOfConductAcceptedAt)}
        photoPermission={registration?.photoPermission ?? null}
        // The media policy dialog has its own address, /register/code-of-conduct/media.
        mediaOpen={pathname.endsWith('/media')}
        onMediaOpenChange={(open) =>
          navigate({
            to: open ? '/register/code-of-conduct/media' : '/register/code-of-conduct',
            replace: true,
          })
        }
        onSaved={() => navigate({ to: '/register/workshops' })}
      />
      <Outlet />
    </>
  );
}
