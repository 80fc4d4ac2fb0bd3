import { createFileRoute } from '@tanstack/react-router';
import { AdminRegistrationWorkshops } from '#web/features/registrations/admin-registrations';

export const Route = createFileRoute('/admin/registrations/$registrationId/workshops')({
  component: () => <AdminRegistrationWorkshops registrationId={Route.useParams().registrationId} />,
});
