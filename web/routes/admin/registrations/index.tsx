import { Flex } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { LiveRegistrations } from '#web/features/admin/live-registrations';
import { AdminRegistrations } from '#web/features/registrations/admin-registrations';
import { PermissionGuard } from '#web/lib/auth';

// The server guards every field with the registrations permission; this guard only explains [RT-12].
export const Route = createFileRoute('/admin/registrations/')({
  head: () => ({ meta: [{ title: 'Registrations' }] }),
  component: () => (
    <PermissionGuard permission="registrations">
      <Flex direction="column" gap="2">
        <Flex justify="end">
          <LiveRegistrations />
        </Flex>
        <AdminRegistrations />
      </Flex>
    </PermissionGuard>
  ),
});
