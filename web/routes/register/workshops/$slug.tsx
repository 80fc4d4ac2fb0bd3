import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { WorkshopDialog } from '#web/features/registrations/workshops-step';

/** A workshop's details over the list; `session` is required [RT-9] [TI-2]. */
export const Route = createFileRoute('/register/workshops/$slug')({
  validateSearch: z.object({ session: z.string() }),
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
