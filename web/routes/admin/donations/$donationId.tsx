import { createFileRoute } from '@tanstack/react-router';
import { AdminDonation } from '#web/features/donations/admin-donations';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/donations/$donationId')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Donation', matches) }] }),
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
