import { Flex } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { ZRegistrationListSearch } from '#core/reports/registration-search';
import { LiveRegistrations } from '#web/features/admin/live-registrations';
import { RegistrationReport } from '#web/features/admin/registration-report';
import { PermissionGuard } from '#web/lib/auth';

// The server guards every field with the registrations permission (balances with payments);
// this guard only explains [RT-12]. Search and filter live in the URL, validated here.
export const Route = createFileRoute('/admin/registrations/')({
  validateSearch: ZRegistrationListSearch,
  head: () => ({ meta: [{ title: 'Registrations' }] }),
  component: RegistrationsPage,
});

function RegistrationsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PermissionGuard permission="registrations">
      <Flex direction="column" gap="2">
        <Flex justify="end">
          <LiveRegistrations />
        </Flex>
        <RegistrationReport
          search={search}
          onSearchChange={(next) => navigate({ search: next, replace: true })}
        />
      </Flex>
    </PermissionGuard>
  );
}
