import { Flex } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { RegistrationAttendance } from '#web/features/messages/attendance';
import { AdminRegistrationOverview } from '#web/features/registrations/admin-registrations';

export const Route = createFileRoute('/admin/registrations/$registrationId/')({
  component: Overview,
});

function Overview() {
  const { registrationId } = Route.useParams();
  return (
    <Flex direction="column" gap="4">
      <AdminRegistrationOverview registrationId={registrationId} />
      <RegistrationAttendance registrationId={registrationId} />
    </Flex>
  );
}
