import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { WorkshopDialog } from '#web/features/registrations/workshops-step';
import { requiredIdParam } from '#web/lib/search-params';

/** A workshop's details over the list; `session` is required [RT-9] [TI-2]. */
export const Route = createFileRoute('/register/workshops/$slug')({
  validateSearch: (search: Record<string, unknown>) => ({
    session: requiredIdParam(search.session, 'session'),
  }),
  component: WorkshopDetails,
});

function WorkshopDetails() {
  const { session } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <WorkshopDialog
      sessionId={session}
      onClose={() => navigate({ to: '/register/workshops', replace: true })}
    />
  );
}
