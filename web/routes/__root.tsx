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
import { DEFAULT_DESCRIPTION, SITE_NAME } from '#core/seo/page-meta';
import { ErrorView } from '#web/components/error-view';
import { SiteLayout } from '#web/components/layout';
import { NotFoundPage } from '#web/components/not-found';
import { PlacenamesProvider, TraditionalNamesSwitch } from '#web/components/placenames';
import { FavouritesProvider } from '#web/features/activities/use-favourites';
import { AccountMenu, AccountMenuItems } from '#web/features/auth/account-menu';
import { HeaderSearch } from '#web/features/directory/search-shortcut';
import { CurrentFestivalQuery } from '#web/features/festival/current-festival';
import { FestivalProvider } from '#web/features/festival/festival-context';
import { RegisterLink } from '#web/features/registrations/register-link';
import { AnnouncementBanner } from '#web/features/settings/announcement-banner';
import { SiteSettingsQuery } from '#web/features/settings/settings-queries';
import type { AppApolloClient } from '#web/lib/apollo';
import { loadAppStyles, needsAppStyles } from '#web/lib/app-styles';

export interface RouterContext {
  apollo: AppApolloClient;
  /** The site's public origin, for canonical and preview URLs (issue 27). */
  origin: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Render without the site header and footer (e.g. `/signage` on foyer screens). */
    bare?: boolean;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A route that is not a server-rendered public page needs the app's whole stylesheet before it
  // renders (web/lib/app-styles.ts); the public pages' sheet has only what they show [issue 27].
  beforeLoad: ({ matches }) => {
    if (needsAppStyles(matches.map((match) => match.routeId))) return loadAppStyles().then(() => undefined);
    return undefined;
  },
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
  // Defaults every page has; a public page's own head (web/lib/page-head.ts) replaces them.
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.festival ? `NZIF ${loaderData.festival.id}` : 'NZIF' },
      { name: 'description', content: DEFAULT_DESCRIPTION },
      { property: 'og:site_name', content: SITE_NAME },
      { name: 'twitter:card', content: 'summary' },
    ],
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
      <FavouritesProvider>
        {festival ? <FestivalProvider festival={festival}>{page}</FestivalProvider> : page}
      </FavouritesProvider>
    </PlacenamesProvider>
  );
}

/** The public pages' links, in header order: the wide header shows them in a row, phones in the menu. */
const SITE_LINKS: readonly { to: string; label: string }[] = [
  { to: '/workshops', label: 'Workshops' },
  { to: '/shows', label: 'Shows' },
  { to: '/people', label: 'People' },
  { to: '/venues', label: 'Venues' },
  { to: '/donate', label: 'Donate' },
];

function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SiteLayout
      title={title}
      footerTools={<TraditionalNamesSwitch />}
      nav={
        <>
          {SITE_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
          <HeaderSearch />
          <RegisterLink />
          <AccountMenu />
        </>
      }
      menu={
        <>
          <li>
            <RegisterLink inMenu />
          </li>
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="site-menu-link" activeProps={{ 'aria-current': 'page' }}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/directory" search={{ q: '' }} className="site-menu-link">
              Search
            </Link>
          </li>
          <AccountMenuItems />
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
