import { createFileRoute, notFound } from '@tanstack/react-router';
import { SessionParticipants } from '#web/features/activities-admin/session-participants';
import { PermissionGuard } from '#web/lib/auth';
import { useAdminActivity } from '#web/features/activities-admin/use-admin-activity';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A session day (`2027-09-28`): its participants and waitlist, for registration managers. */
export const Route = createFileRoute('/admin/$activityType/$slug/$session')({
  beforeLoad: ({ params }) => {
    if (!ISO_DATE.test(params.session) || Number.isNaN(Date.parse(params.session))) throw notFound();
  },
  component: SessionPage,
});

function SessionPage() {
  const { type, slug } = useAdminActivity();
  const { session } = Route.useParams();
  return (
    <PermissionGuard permission="registrations">
      <SessionParticipants type={type} slug={slug} date={session} />
    </PermissionGuard>
  );
}
