import { createFileRoute } from '@tanstack/react-router';
import { AdminRegistrationOverview } from '#web/features/registrations/admin-registrations';

export const Route = createFileRoute('/admin/registrations/$registrationId/')({
  component: () => <AdminRegistrationOverview registrationId={Route.useParams().registrationId} />,
});
