import { createFileRoute } from '@tanstack/react-router';
import { SessionRoll } from '#web/features/messages/session-roll';
import { PermissionGuard } from '#web/lib/auth';

/** The roll for any session, for registration staff (tutors use /my/workshops/…/class). */
export const Route = createFileRoute('/admin/sessions/$sessionId')({
  head: () => ({ meta: [{ title: 'Roll' }] }),
  component: StaffRoll,
});

function StaffRoll() {
  const { sessionId } = Route.useParams();
  return (
    <PermissionGuard permission="registrations">
      <SessionRoll sessionId={sessionId} />
    </PermissionGuard>
  );
}
