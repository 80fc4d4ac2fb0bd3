import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '#web/components/not-found';

// Without this catch-all, /admin/x/y would match the public /$activityType/$slug route and show
// the public not-found page instead of the admin one [NF-3].
export const Route = createFileRoute('/admin/$')({
  component: () => <NotFound>not found</NotFound>,
});
