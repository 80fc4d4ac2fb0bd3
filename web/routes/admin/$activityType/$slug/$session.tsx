import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  SessionParticipants,
  type SessionStaffActions,
} from '#web/features/activities-admin/session-participants';
import { useAdminActivity } from '#web/features/activities-admin/use-admin-activity';
import {
  AddPersonToSession,
  PlacedPersonActions,
  WaitlistedPersonActions,
} from '#web/features/registrations/session-place-actions';
import { PermissionGuard } from '#web/lib/auth';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A session day (`2027-09-28`): its participants and waitlist, for registration managers. */
export const Route = createFileRoute('/admin/$activityType/$slug/$session')({
  beforeLoad: ({ params }) => {
    if (!ISO_DATE.test(params.session) || Number.isNaN(Date.parse(params.session))) throw notFound();
  },
  component: SessionPage,
});

/** Staff change places from here too (issue 11): the registrations feature supplies the controls. */
const staffActions: SessionStaffActions = {
  placed: (person, session) => (
    <PlacedPersonActions
      registrationId={person.registrationId}
      sessionId={session.id}
      name={person.name}
      where={session.label}
    />
  ),
  waitlisted: (person, session, last) => (
    <WaitlistedPersonActions
      registrationId={person.registrationId}
      sessionId={session.id}
      name={person.name}
      where={session.label}
      position={person.position}
      last={last}
    />
  ),
  add: (session) => <AddPersonToSession sessionId={session.id} where={session.label} />,
};

function SessionPage() {
  const { type, slug } = useAdminActivity();
  const { session } = Route.useParams();
  return (
    <PermissionGuard permission="registrations">
      <div className="touch-targets">
        <SessionParticipants type={type} slug={slug} date={session} actions={staffActions} />
      </div>
    </PermissionGuard>
  );
}
