/**
 * Page titles [TI-1]–[TI-4]: where the spec names a title it is used as it is ('People',
 * 'Registrations', 'Register for NZIF 2027', …); every other page is `{Page} · NZIF {year}`, so a
 * tab always says which festival. The year comes from the root route's festival, which the router
 * has loaded before any child's `head` runs.
 */
interface RootLoaderData {
  festival?: { id: string } | null;
}

export function festivalTitle(matches: ReadonlyArray<{ loaderData?: unknown }>): string {
  const festival = (matches[0]?.loaderData as RootLoaderData | undefined)?.festival;
  return festival ? `NZIF ${festival.id}` : 'NZIF';
}

export function pageTitle(page: string, matches: ReadonlyArray<{ loaderData?: unknown }>): string {
  return `${page} · ${festivalTitle(matches)}`;
}
