import { Flex, TabNav } from '@radix-ui/themes';
import { createFileRoute, Link, Outlet, useLocation } from '@tanstack/react-router';
import { loadMySession } from '#web/features/calendar/load-my-session';
import { MySessionHeader } from '#web/features/calendar/my-session';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId')({
  loader: async ({ context, params }) => {
    const address = { sessionId: params.sessionId, type: 'Workshop', slug: params.slug } as const;
    const mine = await loadMySession(context.apollo, address);
    return { mine };
  },
  head: ({ loaderData, matches }) => ({
    meta: loaderData ? [{ title: pageTitle(loaderData.mine.session.activity.name, matches) }] : [],
  }),
  component: MyWorkshopSessionLayout,
});

const TABS = [
  { label: 'Workshop', to: '/my/workshops/$slug/$sessionId', suffix: '' },
  { label: 'Show', to: '/my/workshops/$slug/$sessionId/show', suffix: '/show' },
  { label: 'Messages', to: '/my/workshops/$slug/$sessionId/messages', suffix: '/messages' },
  { label: 'Feedback', to: '/my/workshops/$slug/$sessionId/feedback', suffix: '/feedback' },
  { label: 'Class list', to: '/my/workshops/$slug/$sessionId/class', suffix: '/class' },
] as const;

function MyWorkshopSessionLayout() {
  const { mine } = Route.useLoaderData();
  const params = Route.useParams();
  const { pathname } = useLocation();
  const base = `/my/workshops/${params.slug}/${params.sessionId}`;
  const waiting = mine.kinds.length === 1 && mine.kinds[0] === 'Waitlist';
  const nav = (
    <TabNav.Root aria-label="This workshop">
      {/* The class list is for the session's tutors; the server refuses anyone else. Someone who
          only waits for a place has the workshop and its messages (tutors may write to the waitlist). */}
      {TABS.filter((tab) =>
        waiting
          ? tab.suffix === '' || tab.suffix === '/messages'
          : tab.suffix !== '/class' || mine.role === 'tutor',
      ).map((tab) => (
        <TabNav.Link key={tab.label} asChild active={pathname.replace(/\/$/, '') === `${base}${tab.suffix}`}>
          <Link to={tab.to} params={params}>
            {tab.label}
          </Link>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  );
  return (
    <Flex direction="column" gap="5">
      <MySessionHeader mine={mine} nav={nav} />
      <Outlet />
    </Flex>
  );
}
