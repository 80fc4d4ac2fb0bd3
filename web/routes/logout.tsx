import { createFileRoute, redirect } from '@tanstack/react-router';
import { logOut } from '#web/lib/auth';

/** Signs out (server, stored credentials and every cached result), then home, replacing history [RT-8] [AU-2]. */
export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ context }) => {
    await logOut(context.apollo);
    throw redirect({ to: '/', replace: true });
  },
});
