import { Link as RadixLink } from '@radix-ui/themes';
import {
  createRootRouteWithContext,
  HeadContent,
  Link,
  Outlet,
  useMatch,
  useMatches,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorView } from '#web/components/error-view';
import { SiteLayout } from '#web/components/layout';
import { NotFoundPage } from '#web/components/not-found';
import { PlacenamesProvider, TraditionalNamesSwitch } from '#web/components/placenames';
import { AccountMenu } from '#web/features/auth/account-menu';
import { HeaderSearch } from '#web/features/directory/search-shortcut';
import { CurrentFestivalQuery } from '#web/features/festival/current-festival';
import { FestivalProvider } from '#web/features/festival/festival-context';
import { AnnouncementBanner } from '#web/features/settings/announcement-banner';
import { SiteSettingsQuery } from '#web/features/settings/settings-queries';
import type { AppApolloClient } from '#web/lib/apollo';

export interface RouterContext {
  apollo: AppApolloClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Render without the site header and footer (e.g. `/signage` on foyer screens). */
    bare?: boolean;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The festival decides titles, dates and what exists; read it fresh on every load, never from cache [RT-17].
  loader: async ({ context }) => {
    // The site settings (the announcement banner) are in the cache before the page renders, so a
    // server-rendered page carries them [issue 27]; the banner refreshes them on its own.
    const [{ data }] = await Promise.all([
      context.apollo.query({ query: CurrentFestivalQuery, fetchPolicy: 'network-only' }),
      context.apollo.query({ query: SiteSettingsQuery }).catch(() => null),
    ]);
    return { festival: data?.festival ?? null };
  },
  staleTime: 0,
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.festival ? `NZIF ${loaderData.festival.id}` : 'NZIF' }],
  }),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  // The header and footer stay around the error, so visitors can still go somewhere [ER-1].
  errorComponent: ({ error }) => <RootError error={error} />,
});

function RootComponent() {
  const { festival } = Route.useLoaderData();
  const title = festival ? `NZIF ${festival.id}` : 'NZIF';
  const isBare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare) });
  const page = isBare ? (
    <main id="main">
      <Outlet />
    </main>
  ) : (
    <PublicLayout title={title}>
      <AnnouncementBanner />
      <Outlet />
    </PublicLayout>
  );
  return (
    <PlacenamesProvider>
      <HeadContent />
      {festival ? <FestivalProvider festival={festival}>{page}</FestivalProvider> : page}
    </PlacenamesProvider>
  );
}

function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SiteLayout
      title={title}
      footerTools={<TraditionalNamesSwitch />}
      account={<AccountMenu />}
      nav={
        <>
          <NavLink to="/workshops">Workshops</NavLink>
          <NavLink to="/shows">Shows</NavLink>
          <NavLink to="/people">People</NavLink>
          <NavLink to="/venues">Venues</NavLink>
          <NavLink to="/donate">Donate</NavLink>
          <HeaderSearch />
        </>
      }
    >
      {children}
    </SiteLayout>
  );
}

function RootError({ error }: { error: unknown }) {
  const festival = useMatch({ from: '__root__', shouldThrow: false })?.loaderData?.festival;
  return (
    <PlacenamesProvider>
      <PublicLayout title={festival ? `NZIF ${festival.id}` : 'NZIF'}>
        <ErrorView error={error} />
      </PublicLayout>
    </PlacenamesProvider>
  );
}

function NavLink({ to, children }: { to: string; children: string }) {
  return (
    <RadixLink asChild size="2" weight="medium">
      <Link to={to} activeProps={{ 'aria-current': 'page' }}>
        {children}
      </Link>
    </RadixLink>
  );
}
