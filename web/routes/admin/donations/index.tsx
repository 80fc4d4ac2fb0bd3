import { createFileRoute } from '@tanstack/react-router';
import { AdminDonations } from '#web/features/donations/admin-donations';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/donations/')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Donations', matches) }] }),
  component: () => (
    <PermissionGuard permission="payments">
      <AdminDonations />
    </PermissionGuard>
  ),
});
