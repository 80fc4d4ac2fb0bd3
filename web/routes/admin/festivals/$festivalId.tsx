import { Flex } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { hasPermission } from '#core/people/permissions';
import { AdminFestival } from '#web/features/activities-admin/admin-festival';
import { PhaseDatesForm } from '#web/features/registrations/admin-phase-dates';
import { PermissionGuard, useAuth } from '#web/lib/auth';

/**
 * A festival's own page (issue 26): administrators edit its dates and pricing and choose whether
 * the public sees it; registration managers set its phase dates here (they moved from the
 * registrations page). The server checks each permission again.
 */
export const Route = createFileRoute('/admin/festivals/$festivalId')({
  head: ({ params }) => ({ meta: [{ title: `NZIF ${params.festivalId}` }] }),
  component: FestivalPage,
});

function FestivalPage() {
  const { festivalId } = Route.useParams();
  const { user } = useAuth();
  return (
    <PermissionGuard permission={['activities', 'registrations']}>
      <Flex direction="column" gap="4">
        <AdminFestival festivalId={festivalId} canEdit={hasPermission(user, 'admin')} />
        {hasPermission(user, 'registrations') && <PhaseDatesForm festivalId={festivalId} />}
      </Flex>
    </PermissionGuard>
  );
}
