import { Flex, Heading, Link as RadixLink } from '@radix-ui/themes';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CheckInByToken } from '#web/features/messages/check-in-desk';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

/** What a participant's check-in QR code opens: their card, for registration staff only. */
export const Route = createFileRoute('/admin/check-in/$token')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Check-in card', matches) }] }),
  component: CheckInCardPage,
});

function CheckInCardPage() {
  const { token } = Route.useParams();
  return (
    <PermissionGuard permission="registrations">
      <Flex direction="column" gap="4" className="touch-targets">
        <Heading as="h1" size="7">
          Check-in card
        </Heading>
        <CheckInByToken token={token} />
        <RadixLink asChild size="3">
          <Link to="/admin/check-in">Back to the check-in desk</Link>
        </RadixLink>
      </Flex>
    </PermissionGuard>
  );
}
