import { createFileRoute } from '@tanstack/react-router';
import { AdminDonations } from '#web/features/donations/admin-donations';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/donations/')({
  head: () => ({ meta: [{ title: 'Donations' }] }),
  component: () => (
    <PermissionGuard permission="payments">
      <AdminDonations />
    </PermissionGuard>
  ),
});
