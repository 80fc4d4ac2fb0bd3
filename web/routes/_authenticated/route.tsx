import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getCurrentUser } from '#web/lib/auth';

/** Pages for logged-in users; others go to log in and come back here, replacing history [RT-10]. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const user = await getCurrentUser(context.apollo);
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    return { user };
  },
  component: Outlet,
});
