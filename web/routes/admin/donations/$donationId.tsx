import { createFileRoute } from '@tanstack/react-router';
import { AdminDonation } from '#web/features/donations/admin-donations';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/donations/$donationId')({
  head: () => ({ meta: [{ title: 'Donation' }] }),
  component: DonationPage,
});

function DonationPage() {
  const { donationId } = Route.useParams();
  return (
    <PermissionGuard permission="payments">
      <AdminDonation donationId={donationId} />
    </PermissionGuard>
  );
}
