import { createFileRoute } from '@tanstack/react-router';
import { AdminRegistration } from '#web/features/registrations/admin-registrations';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/registrations/$registrationId')({
  head: () => ({ meta: [{ title: 'Registrations' }] }),
  component: RegistrationPage,
});

function RegistrationPage() {
  const { registrationId } = Route.useParams();
  return (
    <PermissionGuard permission="registrations">
      <AdminRegistration registrationId={registrationId} />
    </PermissionGuard>
  );
}
