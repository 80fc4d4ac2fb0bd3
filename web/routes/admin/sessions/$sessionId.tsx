import { Flex, Link as RadixLink } from '@radix-ui/themes';
import { createFileRoute, Link } from '@tanstack/react-router';
import { SessionRoll } from '#web/features/messages/session-roll';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

/** The roll for any session, for registration staff (tutors use /my/workshops/…/class). */
export const Route = createFileRoute('/admin/sessions/$sessionId')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Roll', matches) }] }),
  component: StaffRoll,
});

function StaffRoll() {
  const { sessionId } = Route.useParams();
  return (
    <PermissionGuard permission="registrations">
      <Flex direction="column" gap="3" className="touch-targets">
        <RadixLink asChild size="2">
          <Link to="/admin/sessions/$sessionId/print" params={{ sessionId }}>
            Print or download the class list
          </Link>
        </RadixLink>
        <SessionRoll sessionId={sessionId} />
      </Flex>
    </PermissionGuard>
  );
}
