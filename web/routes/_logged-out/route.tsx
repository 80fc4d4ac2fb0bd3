import { createFileRoute, Outlet, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { safeRedirectPath } from '#core/auth/redirects';
import { getCurrentUser } from '#web/lib/auth';
import { stringParam } from '#web/lib/search-params';

/** Log in, sign up, forgot and reset: only for logged-out visitors [RT-1]; optional `redirect` [RT-2]. */
export const Route = createFileRoute('/_logged-out')({
  validateSearch: (search: { redirect?: string } & SearchSchemaInput) => ({
    redirect: stringParam(search.redirect, undefined),
  }),
  beforeLoad: async ({ context, search }) => {
    const user = await getCurrentUser(context.apollo);
    const target = safeRedirectPath(search.redirect);
    // Someone logged in without staff permissions who was sent here from /admin stays, so they can
    // log in as someone else; sending them back would loop between /admin and /login.
    const wouldLoop = target.startsWith('/admin') && user?.permissions.length === 0;
    if (user && !wouldLoop) throw redirect({ href: target, replace: true });
  },
  component: Outlet,
});
